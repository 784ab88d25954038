import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../components/useFileDownload';
import { formatPrice } from '../../format';
import { SALE_ERROR_MS } from './LegalFields';
import { type SaleResultRecord, useSaleApi } from './useSaleApi';

/** What the server charges for the sale: the cost, or a credit's total in its instalments with the first one due now. */
function ChargeLine({ charge }: { charge: SaleResultRecord['charge'] }) {
  const translate = useTranslate();
  const text =
    charge.instalments > 1 && charge.monthly !== null
      ? translate('app.sale.done.credit', {
          total: formatPrice(charge.total),
          count: charge.instalments,
          monthly: formatPrice(charge.monthly),
          now: formatPrice(charge.now),
        })
      : translate('app.sale.done.cost', { cost: formatPrice(charge.total) });
  return <Typography data-testid="sale-charge">{text}</Typography>;
}

/** After the sale: pay by card (the acquirer's page), send the payment link (D5), or open the card. */
export function SaleResult({ sale, onAgain }: { sale: SaleResultRecord; onAgain: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaleApi();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: SALE_ERROR_MS });
    } finally {
      setBusy(false);
    }
  }

  const pay = () => run(async () => {
    const { paymentUrl } = await api.pay(sale.id);
    window.open(paymentUrl, '_blank', 'noopener');
  });
  const invoice = () => run(async () => {
    notify('app.files.downloadStarted', { type: 'info' });
    const { blob, fileName } = await api.invoice(sale.id);
    saveBlob(blob, fileName ?? `${translate('app.sale.done.invoice')}.pdf`);
  });
  const sendLink = () => run(async () => {
    const { message } = await api.sendLink(sale.id);
    notify(message, { type: 'success' });
  });

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h6">{translate('app.sale.done.title', { number: sale.number })}</Typography>
      <ChargeLine charge={sale.charge} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={pay} disabled={busy}>
          {translate('app.sale.done.pay')}
        </Button>
        <Button variant="outlined" onClick={invoice} disabled={busy}>
          {translate('app.sale.done.invoice')}
        </Button>
        <Button variant="outlined" onClick={sendLink} disabled={busy}>
          {translate('app.sale.done.sendLink')}
        </Button>
        <Button component={Link} to={`/certificates/certificate/${sale.id}`}>
          {translate('app.sale.done.open')}
        </Button>
        <Button onClick={onAgain}>{translate('app.sale.done.again')}</Button>
      </Stack>
    </Stack>
  );
}
