import type { HttpClient } from '../http';
import type { Reply, Schema } from './contract';
import { segment } from './download';

export type PaymentResult = Schema<'PaymentResult'>;

const resultPath = (orderId: string) => `/payments/result/${segment(orderId)}`;

/**
 * The public payment result page's calls (D4/result-link), addressed by the order and the token of its return
 * address: sent without the session, whoever is signed in on the device.
 */
export const paymentApi = (http: HttpClient) => ({
  paymentResult: (orderId: string, token: string, signal?: AbortSignal) =>
    http.json<PaymentResult>('GET', resultPath(orderId), { query: { token }, signal, authenticated: false }),
  payOrderAgain: (orderId: string, token: string) =>
    http.json<Reply<'paymentsResultPay'>>('POST', `${resultPath(orderId)}/pay`, { query: { token }, authenticated: false }),
});
