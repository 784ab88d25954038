import Download from '@mui/icons-material/Download';
import { DataTable, useRecordContext } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { loader } from '../../../common/resources/loader';
import { useFileDownload } from '../../components/useFileDownload';
import { JobProgressCell, JobStatusCell, refetchWhileRunning } from '../../components/jobs/JobCells';
import { formatDateTime } from '../../format';
import { declaredScreens } from '../declared';
import { LoaderUpload } from './LoaderUpload';
import type { LoaderTaskRecord } from './types';

/** While a task runs the list refetches at this pace, so progress moves without a reload. */
export const LOADER_REFRESH_MS = 3000;

const Column = DataTable.Col<LoaderTaskRecord>;

function DownloadCell() {
  const task = useRecordContext<LoaderTaskRecord>();
  const download = useFileDownload();
  if (!task || task.status !== 'COMPLETED' || !task.has_result) return null;
  return (
    <LabelledButton label="resources.loader.download" onClick={() => void download((api) => api.downloadLoaderResult(task.id), `${task.file_name}-result.xlsx`)}>
      <Download />
    </LabelledButton>
  );
}

/**
 * M7: status chips in the spec's colours, the progress bar, the date in the browser's time zone, accounts as
 * 'created/rows' and the result's download; the partner picker and the .xlsx upload in the actions, which an empty
 * list shows too (issue 27); refetched while a task runs.
 */
export const screens = declaredScreens(loader, {
  columns: {
    status: <Column key="status" source="status" disableSort><JobStatusCell wordsKey="resources.loader.status" /></Column>,
    progress_percentage: <Column key="progress_percentage" source="progress_percentage" disableSort><JobProgressCell /></Column>,
    created_at: <Column key="created_at" source="created_at" render={(task) => formatDateTime(task.created_at)} />,
    completed_tasks: (
      <Column key="completed_tasks" source="completed_tasks" label="resources.loader.fields.accounts" disableSort
        render={(task) => `${task.completed_tasks}/${task.total_tasks}`} />
    ),
  },
  extraColumns: <Column disableSort><DownloadCell /></Column>,
  actions: <LoaderUpload />,
  queryOptions: { refetchInterval: refetchWhileRunning(LOADER_REFRESH_MS) },
});
