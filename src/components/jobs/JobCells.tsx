import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import type { Query } from '@tanstack/react-query';
import { type GetListResult, useRecordContext, useTranslate } from 'react-admin';
import { formatPercent } from '../../format';

/** The states a background job (an upload's task, a generation) goes through, M7's colours for each. */
export const JOB_STATUS_COLOURS = { CREATED: 'warning', IN_PROGRESS: 'warning', COMPLETED: 'success', ERRORED: 'error' } as const;
export type JobStatus = keyof typeof JOB_STATUS_COLOURS;
interface JobRow {
  status: JobStatus;
  progress_percentage: number;
}

export const RUNNING_STATUSES = ['CREATED', 'IN_PROGRESS'] as const;
export const isRunning = (job: Pick<JobRow, 'status'>) => (RUNNING_STATUSES as readonly string[]).includes(job.status);

/** A list's refetch interval: `everyMs` while one of its jobs runs, so progress moves without a reload; off otherwise. */
export const refetchWhileRunning = (everyMs: number) => (query: Query<GetListResult>) =>
  (query.state.data?.data as JobRow[] | undefined)?.some(isRunning) ? everyMs : false;

/** The status in words (`<wordsKey>.<STATUS>`) on a chip of its colour. */
export function JobStatusCell({ wordsKey }: { wordsKey: string }) {
  const job = useRecordContext<JobRow>();
  const translate = useTranslate();
  if (!job) return null;
  return <Chip size="small" color={JOB_STATUS_COLOURS[job.status]} label={translate(`${wordsKey}.${job.status}`)} />;
}

export function JobProgressCell() {
  const job = useRecordContext<JobRow>();
  if (!job) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress variant="determinate" value={job.progress_percentage} color={JOB_STATUS_COLOURS[job.status]} sx={{ flexGrow: 1 }} />
      <Typography variant="body2">{formatPercent(job.progress_percentage)}</Typography>
    </Box>
  );
}
