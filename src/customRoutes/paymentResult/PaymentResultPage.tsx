import { Alert, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { OrderSummary } from './OrderSummary';
import { ResultFrame } from './ResultFrame';
import { PaidResult, PendingResult, UnpaidResult } from './ResultStates';
import { POLL_MS, usePaymentResult } from './usePaymentResult';

const TITLES = { PAID: 'app.paymentResult.paid.title', PENDING: 'app.paymentResult.pending.title', UNPAID: 'app.paymentResult.unpaid.title' } as const;

/**
 * Where the acquirer sends the payer back (#/payment/{orderId}?token=…, D4/result-link), signed in or not:
 * paid, pending (read again a few times) or not paid, with what to do next.
 */
export function PaymentResultPage({ pollMs = POLL_MS }: { pollMs?: number }) {
  const translate = useTranslate();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const address = { orderId, token: params.get('token') ?? '' };
  const { result, failure, waited, checkAgain } = usePaymentResult(address.orderId, address.token, pollMs);

  if (failure) {
    return (
      <ResultFrame>
        <Alert severity="error">{failure.status === 404 || failure.status === 400 ? translate('app.paymentResult.invalid') : failure.message}</Alert>
        <Button component={Link} to="/">
          {translate('app.paymentResult.toCabinet')}
        </Button>
      </ResultFrame>
    );
  }
  if (!result) {
    return (
      <ResultFrame>
        <CircularProgress aria-label={translate('app.paymentResult.checking')} />
      </ResultFrame>
    );
  }
  return (
    <ResultFrame title={TITLES[result.status]}>
      <OrderSummary result={result} />
      {result.status === 'PAID' ? <PaidResult result={result} /> : null}
      {result.status === 'PENDING' ? <PendingResult waited={waited} address={address} onCheckAgain={checkAgain} /> : null}
      {result.status === 'UNPAID' ? <UnpaidResult result={result} address={address} /> : null}
    </ResultFrame>
  );
}
