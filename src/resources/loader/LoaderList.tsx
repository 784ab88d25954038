import Download from '@mui/icons-material/Download';
import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import type { Query } from '@tanstack/react-query';
import { Button, DataTable, type GetListResult, useRecordContext, useTranslate } from 'react-admin';
import { NewestFirstList } from '../../components/NewestFirstList';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDateTime } from '../../format';
import { LoaderUpload } from './LoaderUpload';
import { type LoaderTaskRecord, STATUS_COLOURS, isRunning } from './types';

/** While a task runs the list refetches at this pace, so progress moves without a reload. */
export const LOADER_REFRESH_MS = 3000;

function refetchWhileRunning(query: Query<GetListResult<LoaderTaskRecord>>) {
  return query.state.data?.data.some(isRunning) ? LOADER_REFRESH_MS : false;
}

function StatusCell() {
  const task = useRecordContext<LoaderTaskRecord>();
  const translate = useTranslate();
  if (!task) return null;
  return <Chip size="small" color={STATUS_COLOURS[task.status]} label={translate(`resources.loader.status.${task.status}`)} />;
}

function ProgressCell() {
  const task = useRecordContext<LoaderTaskRecord>();
  if (!task) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 140 }}>
      <LinearProgress variant="determinate" value={task.progress_percentage} color={STATUS_COLOURS[task.status]} sx={{ flexGrow: 1 }} />
      <Typography variant="body2">{task.progress_percentage}%</Typography>
    </Box>
  );
}

function DownloadCell() {
  const task = useRecordContext<LoaderTaskRecord>();
  const download = useFileDownload();
  if (!task || task.status !== 'COMPLETED' || !task.has_result) return null;
  return (
    <Button label="resources.loader.download" onClick={() => void download((api) => api.downloadLoaderResult(task.id), `${task.file_name}-result.xlsx`)}>
      <Download />
    </Button>
  );
}

/** M7: the bulk account tasks, newest first, with an upload; dates in the browser's time zone. */
export function LoaderList() {
  return (
    <NewestFirstList<LoaderTaskRecord>
      resource="loader"
      queryOptions={{ refetchInterval: refetchWhileRunning }}
      actions={<LoaderUpload />}
      title="resources.loader.page.list"
    >
      <DataTable<LoaderTaskRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="file_name" disableSort />
        <DataTable.Col source="partner" disableSort render={(task) => task.partner?.name ?? ''} />
        <DataTable.Col source="status" disableSort>
          <StatusCell />
        </DataTable.Col>
        <DataTable.Col source="progress_percentage" disableSort>
          <ProgressCell />
        </DataTable.Col>
        <DataTable.Col source="created_at" render={(task) => formatDateTime(task.created_at)} />
        <DataTable.Col source="accounts" disableSort render={(task) => `${task.completed_tasks}/${task.total_tasks}`} />
        <DataTable.Col disableSort>
          <DownloadCell />
        </DataTable.Col>
      </DataTable>
    </NewestFirstList>
  );
}
