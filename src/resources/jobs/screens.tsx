import { Box, Chip, LinearProgress, Tooltip, Typography } from '@mui/material';
import type { Query } from '@tanstack/react-query';
import { DataTable, type GetListResult, useRecordContext, useTranslate } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { jobs } from '../../../common/resources/jobs';
import { formatDateTime, formatPercent } from '../../format';
import { declaredScreens } from '../declared';

type JobRecord = Infer<typeof jobs>;

/** While a job waits or runs the list refetches at this pace, so a status and progress move without a reload. */
export const JOBS_REFRESH_MS = 5000;
const STATUS_COLOURS = { queued: 'default', active: 'warning', done: 'success', failed: 'error' } as const;
const Column = DataTable.Col<JobRecord>;

const unfinished = (job: JobRecord) => job.status === 'queued' || job.status === 'active';
function refetchWhileUnfinished(query: Query<GetListResult>) {
  return (query.state.data?.data as JobRecord[] | undefined)?.some(unfinished) ? JOBS_REFRESH_MS : false;
}

function StatusCell() {
  const job = useRecordContext<JobRecord>();
  const translate = useTranslate();
  if (!job) return null;
  return <Chip size="small" color={STATUS_COLOURS[job.status]} label={translate(`resources.jobs.choices.status.${job.status}`)} />;
}

function ProgressCell() {
  const job = useRecordContext<JobRecord>();
  if (!job) return null;
  if (job.progress == null) return <>—</>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 120 }}>
      <LinearProgress variant="determinate" value={job.progress} color={job.status === 'failed' ? 'error' : 'primary'} sx={{ flexGrow: 1 }} />
      <Typography variant="body2">{formatPercent(job.progress)}</Typography>
    </Box>
  );
}

/** The error in words; the service's own message on hover. */
function ErrorCell() {
  const job = useRecordContext<JobRecord>();
  const translate = useTranslate();
  if (!job?.error_kind) return <>—</>;
  const words = translate(`resources.jobs.choices.error_kind.${job.error_kind}`);
  return job.last_error ? <Tooltip title={job.last_error}><span>{words}</span></Tooltip> : <>{words}</>;
}

/** The jobs, newest first: what each does and its status in words, attempts, the error, progress and dates. */
export const screens = declaredScreens(jobs, {
  columns: {
    status: <Column key="status" source="status" disableSort><StatusCell /></Column>,
    error_kind: <Column key="error_kind" source="error_kind" disableSort><ErrorCell /></Column>,
    progress: <Column key="progress" source="progress" disableSort><ProgressCell /></Column>,
    created_at: <Column key="created_at" source="created_at" render={(job) => formatDateTime(job.created_at)} />,
    finished_at: <Column key="finished_at" source="finished_at" disableSort render={(job) => (job.finished_at ? formatDateTime(job.finished_at) : '—')} />,
  },
  queryOptions: { refetchInterval: refetchWhileUnfinished },
});
