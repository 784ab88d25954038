import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDay, formatPrice } from '../../../format';
import type { CertificateCardRecord } from './types';

/** Current and next payment, payment history and autopay cancel (C7, C10). */
export function PaymentsPanel({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'certificates', action: 'edit', record });
  const [autoPay, setAutoPay] = useState(record.isAutoPay);
  const [cancelled, setCancelled] = useState(false);
  const paid = record.items.filter((order) => order.payed);
  const current = paid[0];

  async function cancelAutopay() {
    try {
      await dataProvider.call('POST', `/orders/detach/${record.id}`);
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
        {autoPay && record.finishDate ? `${formatDay(record.finishDate)} · ${formatPrice(record.cost)}` : translate('app.certificates.payments.none')}
      </Typography>
      {canEdit && (autoPay || cancelled) ? (
        <Button size="small" variant="outlined" disabled={cancelled} onClick={() => void cancelAutopay()} sx={{ alignSelf: 'flex-start' }}>
          {translate(cancelled ? 'app.certificates.payments.autopayCancelled' : 'app.certificates.payments.cancelAutopay')}
        </Button>
      ) : null}
      <Table size="small" aria-label={translate('app.certificates.payments.history')}>
        <TableHead>
          <TableRow>
            {['date', 'sum', 'type', 'method', 'order', 'product'].map((column) => (
              <TableCell key={column}>{translate(`app.certificates.payments.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {paid.map((order) => (
            <TableRow key={order.id}>
              <TableCell>{formatDay(order.pay_date)}</TableCell>
              <TableCell>{formatPrice(order.cost)}</TableCell>
              <TableCell>{translate(order.auto_payment ? 'app.certificates.payments.autopay' : 'app.certificates.payments.oneTime')}</TableCell>
              <TableCell>{translate(`app.orders.issue.${order.issue}`)}</TableCell>
              <TableCell>{order.number}</TableCell>
              <TableCell>{record.rate?.name ?? translate('app.certificates.noPackage')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
