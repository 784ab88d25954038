import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, StatsNode } from '../../dataProvider';
import { type Period, isPeriodValid } from '../salesStats';

/** GET /report/order/{from}/{to} of a node or of the caller's scope; nothing is asked while the period is invalid. */
export function useOrdersReport(node: StatsNode | undefined, period: Period) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', 'order', node?.type, node?.id, period.from, period.to],
    queryFn: ({ signal }) => dataProvider.ordersReport(node, period.from, period.to, signal),
    enabled: isPeriodValid(period),
    placeholderData: (previous) => previous,
  });
}

/** The streamed .xlsx of the same orders; the server names the file, this is the name when it does not. */
export const ordersReportExcel = (node: StatsNode | undefined, { from, to }: Period) => ({
  file: (api: AppDataProvider) => api.downloadOrdersReport(node, from, to),
  fallbackName: `report_order_from_${from}_to_${to}.xlsx`,
});
