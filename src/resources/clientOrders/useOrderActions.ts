import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useFileDownload } from '../../components/useFileDownload';
import { usePendingCall } from '../../components/usePendingCall';

/** K2 actions on an order: pay (to the acquirer's page), cancel, download the receipt. */
export function useOrderActions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const download = useFileDownload();
  const { call: act, pending } = usePendingCall();

  return {
    pending,
    pay: (id: string) =>
      act(async () => {
        const { paymentUrl } = await dataProvider.payMyOrder(id);
        window.location.assign(paymentUrl);
      }),
    cancel: (id: string) =>
      act(async () => {
        await dataProvider.cancelMyOrder(id);
        notify('app.cabinet.orders.cancelled', { type: 'success' });
        await queryClient.invalidateQueries({ queryKey: ['cabinet'] });
      }),
    receipt: (id: string, number: number) => download((api) => api.downloadOrderReceipt(id), `${number}.pdf`),
  };
}
