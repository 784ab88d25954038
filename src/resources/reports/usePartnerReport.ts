import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { type Period, isPeriodValid } from '../salesStats';

export type ReportKind = 'partner' | 'agent';

/** GET /report/{kind}/{id}/{from}/{to}; nothing is asked while the period is invalid. */
export function useSalesReport(kind: ReportKind, id: string, period: Period) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', kind, id, period.from, period.to],
    queryFn: ({ signal }) => dataProvider.salesReport(kind, id, period.from, period.to, signal),
    enabled: isPeriodValid(period),
    placeholderData: (previous) => previous,
  });
}

/** GET /report/partner/{id}/{from}/{to}. */
export const usePartnerReport = (partnerId: string, period: Period) => useSalesReport('partner', partnerId, period);

/** The .xlsx of the same rows (streamed by the server); the server names the file, this is the name when it does not. */
export const salesReportExcel = (kind: ReportKind, id: string, { from, to }: Period) => ({
  file: (api: AppDataProvider) => api.downloadSalesReport(kind, id, from, to),
  fallbackName: `report_${kind}_from_${from}_to_${to}.xlsx`,
});

export const partnerReportExcel = (partnerId: string, period: Period) => salesReportExcel('partner', partnerId, period);
