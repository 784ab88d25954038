import type { HttpClient } from '../http';
import type { Schema } from './contract';
import { downloadFile, segment } from './download';

export type ReceiptRecord = Schema<'CashboxDetail'>;
export type ReceiptIssue = Schema<'ReceiptIssue'>;

/** M4: the cash desk's calls beside the receipts' CRUD (decision M4/calls). */
export const cashboxApi = (http: HttpClient) => ({
  /** Issues the sale receipt of a paid order; `vat` is the inverse of the desk's 'Без НДС' switch. */
  issueReceipt: (body: ReceiptIssue) => http.json<ReceiptRecord>('PUT', '/receipt', { body }),
  orderReceipts: (orderId: string) => http.json<ReceiptRecord[]>('GET', '/receipt/all', { query: { order_id: orderId } }),
  downloadReceipt: (id: string) => downloadFile(http, 'GET', `/receipt/${segment(id)}/pdf`),
});
