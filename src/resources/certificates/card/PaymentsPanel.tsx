import { Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDay, formatPrice } from '../../../format';
import { SmallTable } from '../../../components/SmallTable';
import { InstalmentsTable } from './InstalmentsTable';
import { useFileDownload } from '../../../components/useFileDownload';
import type { CertificateCardRecord } from './types';

/** Current and next payment, the credit schedule, payment history and autopay cancel (C7, C10, D2). */
export function PaymentsPanel({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const download = useFileDownload();
  const dataProvider = useDataProvider<AppDataProvider>();
  // C10: an admin or the client may switch autopay off, never the seller (the server refuses it too)
  const { canAccess: canCancel } = useCanAccess({ resource: 'autopay', action: 'cancel', record });
  const [autoPay, setAutoPay] = useState(record.isAutoPay);
  const [cancelled, setCancelled] = useState(false);
  const paid = record.items.filter((order) => order.payed);
  const current = paid[0];
  // a credit's next instalment is owed whether autopay is on or not; a renewal only comes with autopay
  const next = record.nextPayment && (record.nextPayment.number !== null || autoPay) ? record.nextPayment : null;

  async function cancelAutopay() {
    try {
      await dataProvider.detachOrder(record.id);
      setAutoPay(false);
      setCancelled(true);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {translate('app.certificates.payments.current')}:{' '}
        {current ? `${formatDay(current.pay_date)} · ${formatPrice(current.cost)}` : translate('app.certificates.payments.none')}
      </Typography>
      <Typography variant="body2">
        {translate('app.certificates.payments.next')}:{' '}
        {next ? `${formatDay(next.date)} · ${formatPrice(next.amount)}` : translate('app.certificates.payments.none')}
        {next?.number ? ` (${translate('app.credit.instalment', { number: next.number })})` : null}
      </Typography>
      <InstalmentsTable instalments={record.instalments ?? []} />
      {canCancel && (autoPay || cancelled) ? (
        <Button size="small" variant="outlined" disabled={cancelled} onClick={() => void cancelAutopay()} sx={{ alignSelf: 'flex-start' }}>
          {translate(cancelled ? 'app.certificates.payments.autopayCancelled' : 'app.certificates.payments.cancelAutopay')}
        </Button>
      ) : null}
      <SmallTable
        label={translate('app.certificates.payments.history')}
        headers={['date', 'sum', 'type', 'method', 'order', 'product', 'document'].map((column) => translate(`app.certificates.payments.columns.${column}`))}
        rows={paid}
        rowKey={(order) => order.id}
        cells={(order) => [
          formatDay(order.pay_date),
          formatPrice(order.cost),
          translate(order.auto_payment ? 'app.certificates.payments.autopay' : 'app.certificates.payments.oneTime'),
          translate(`resources.certificates-payments.choices.issue.${order.issue}`),
          order.number,
          record.rate?.name ?? translate('app.certificates.noPackage'),
          order.doc_pay ? (
            <Link component="button" variant="body2" onClick={() => void download((api) => api.downloadCertificateOrderReceipt(record.id, order.id), `${order.doc_pay!.name}.pdf`)}>
              {order.doc_pay.name}
            </Link>
          ) : null,
        ]}
      />
    </Stack>
  );
}
