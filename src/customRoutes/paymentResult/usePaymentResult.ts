import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { PaymentResult } from '../../dataProvider/api/payments';

/** A pending order is read again this often, this many times; then the page says to wait (and offers a new check). */
export const POLL_MS = 2000;
export const POLLS = 5;

interface ResultState {
  result?: PaymentResult;
  /** The reply's status when the read failed: 404 is a link that opens nothing. */
  failure?: { status: number; message: string };
  polls: number;
}

/** The order's result, read again while the acquirer has not answered (a few times, `pollMs` apart). */
export function usePaymentResult(orderId: string, token: string, pollMs = POLL_MS) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<ResultState>({ polls: 0 });
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const read = async () => {
      try {
        const result = await dataProvider.paymentResult(orderId, token, controller.signal);
        polls += 1;
        setState({ result, polls });
        if (result.status === 'PENDING' && polls < POLLS) timer = setTimeout(() => void read(), pollMs);
      } catch (error) {
        if (controller.signal.aborted) return;
        const { status = 0, message } = error as { status?: number; message: string };
        setState({ failure: { status, message }, polls });
      }
    };
    void read();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [dataProvider, orderId, token, pollMs, round]);

  const checkAgain = useCallback(() => {
    setState((previous) => ({ result: previous.result, polls: 0 }));
    setRound((previous) => previous + 1);
  }, []);
  const waited = state.result?.status === 'PENDING' && state.polls >= POLLS;
  return { ...state, waited, checkAgain };
}
