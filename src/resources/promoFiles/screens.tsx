import Download from '@mui/icons-material/Download';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { promoFiles } from '../../../common/resources/promoFiles';
import { useFileDownload } from '../../components/useFileDownload';
import { JobProgressCell, JobStatusCell, refetchWhileRunning } from '../../components/jobs/JobCells';
import { formatDateTime, groupThousands } from '../../format';
import { declaredScreens } from '../declared';
import { DiscountAmountInput, DiscountTypeInput, TariffInput, UsesInput } from './GenerationInputs';
import type { PromoFileRecord } from './types';

/** While a job is CREATED or IN_PROGRESS the list refetches at this pace (M6), so progress moves without a reload. */
export const GENERATION_REFRESH_MS = 2000;

const Column = DataTable.Col<PromoFileRecord>;

/** '1 000 сертификатов': the number grouped, the noun in its plural form. */
function CountCell() {
  const job = useRecordContext<PromoFileRecord>();
  const translate = useTranslate();
  if (!job) return null;
  return <>{translate(`resources.promoFiles.codes.${job.kind}`, { smart_count: job.count, count: groupThousands(job.count) })}</>;
}

function DownloadCell() {
  const job = useRecordContext<PromoFileRecord>();
  const download = useFileDownload();
  if (!job || job.status !== 'COMPLETED') return null;
  return (
    <LabelledButton label="resources.promoFiles.download" onClick={() => void download((api) => api.downloadPromoFile(job.id), `${job.kind.toLowerCase()}-${job.id}.json`)}>
      <Download />
    </LabelledButton>
  );
}

/**
 * M6: the jobs with their status in the loader's colours, progress, count in words and date, the .json download
 * of a completed one; refetched while one runs. The form: kind, tariff from its lookup, count, and a promo code's terms.
 */
export const screens = declaredScreens(promoFiles, {
  columns: {
    count: <Column key="count" source="count" disableSort><CountCell /></Column>,
    status: <Column key="status" source="status" disableSort><JobStatusCell wordsKey="resources.promoFiles.choices.status" /></Column>,
    progress_percentage: <Column key="progress_percentage" source="progress_percentage" disableSort><JobProgressCell /></Column>,
    created_at: <Column key="created_at" source="created_at" render={(job) => formatDateTime(job.created_at)} />,
  },
  extraColumns: <Column disableSort><DownloadCell /></Column>,
  inputs: {
    rate_id: <TariffInput />,
    type: <DiscountTypeInput />,
    amount: <DiscountAmountInput />,
    all_use: <UsesInput />,
  },
  queryOptions: { refetchInterval: refetchWhileRunning(GENERATION_REFRESH_MS) },
});
