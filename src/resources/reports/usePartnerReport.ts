import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { type Period, isPeriodValid } from '../salesStats';

/** GET /report/partner/{id}/{from}/{to}; nothing is asked while the period is invalid. */
export function usePartnerReport(partnerId: string, period: Period) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', 'partner', partnerId, period.from, period.to],
    queryFn: ({ signal }) => dataProvider.partnerReport(partnerId, period.from, period.to, signal),
    enabled: isPeriodValid(period),
    placeholderData: (previous) => previous,
  });
}

/** The .xlsx of the same rows; the server names the file, this is the name when it does not. */
export const partnerReportExcel = (partnerId: string, { from, to }: Period) => ({
  file: (api: AppDataProvider) => api.downloadPartnerReport(partnerId, from, to),
  fallbackName: `report_partner_from_${from}_to_${to}.xlsx`,
});
