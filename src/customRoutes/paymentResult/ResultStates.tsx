import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { PaymentResult } from '../../dataProvider/api/payments';
import { usePendingCall } from '../../components/usePendingCall';
import type { ArrivalNoticeState } from '../../resources/clientCabinet/ArrivalNotice';

/** The order and its token, as the return address gave them. */
export interface ResultAddress {
  orderId: string;
  token: string;
}

/** Paid: what the payer got, and the way into the cabinet where it is (with the notice shown there). */
export function PaidResult({ result }: { result: PaymentResult }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const servicesOnly = result.items.every((item) => item.type === 'service');
  const arrival: ArrivalNoticeState = { notice: { message: 'app.paymentResult.paid.notice', args: { number: result.number } } };
  const open = () => void navigate(servicesOnly ? '/services' : '/certificates', { state: arrival });
  return (
    <>
      <Alert severity="success">{translate('app.paymentResult.paid.text')}</Alert>
      <Button variant="contained" onClick={open}>
        {translate(servicesOnly ? 'app.paymentResult.paid.toServices' : 'app.paymentResult.paid.toCertificates')}
      </Button>
    </>
  );
}

/** A new payment session of the order (the same one while it is open) and off to the acquirer's page. */
function PayButton({ address, label, variant }: { address: ResultAddress; label: string; variant: 'contained' | 'outlined' }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { call, pending } = usePendingCall();
  const pay = () =>
    call(async () => {
      const { paymentUrl } = await dataProvider.payOrderAgain(address.orderId, address.token);
      window.location.assign(paymentUrl);
    });
  return (
    <Button variant={variant} disabled={pending} onClick={() => void pay()}>
      {translate(label)}
    </Button>
  );
}

/** Not paid: try again while the order can be paid, else say it is closed. */
export function UnpaidResult({ result, address }: { result: PaymentResult; address: ResultAddress }) {
  const translate = useTranslate();
  if (!result.payable) return <Alert severity="warning">{translate('app.paymentResult.unpaid.closed')}</Alert>;
  return (
    <>
      <Alert severity="error">{translate('app.paymentResult.unpaid.text')}</Alert>
      <PayButton address={address} label="app.paymentResult.unpaid.retry" variant="contained" />
    </>
  );
}

/** Pending: checking while it polls; after that, to wait, check again, or go back to an unfinished payment. */
export function PendingResult({ waited, address, onCheckAgain }: { waited: boolean; address: ResultAddress; onCheckAgain: () => void }) {
  const translate = useTranslate();
  if (!waited) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-label={translate('app.paymentResult.checking')} />
        <Typography>{translate('app.paymentResult.pending.text')}</Typography>
      </Stack>
    );
  }
  return (
    <>
      <Alert severity="info">{translate('app.paymentResult.pending.wait')}</Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={onCheckAgain}>
          {translate('app.paymentResult.pending.refresh')}
        </Button>
        <PayButton address={address} label="app.paymentResult.pending.backToPayment" variant="outlined" />
      </Stack>
    </>
  );
}
