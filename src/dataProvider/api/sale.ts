import type { HttpClient } from '../http';
import type { Reply, Schema } from './contract';
import { downloadFile, segment } from './download';
import { PAYMENT_TIMEOUT_MS } from './payment';

export type SaleReply = Schema<'Sale'>;
export type SaleBody = Schema<'SaleBody'>;
export type CreditSaleBody = Schema<'CreditSaleBody'>;
export type CompanyInfo = Reply<'certificatesGetInfo'>;

/** The sale page's calls (D1–D5, E7). */
export const saleApi = (http: HttpClient) => ({
  clientExists: (phone: string, email: string) => http.json<Reply<'clientGetExist'>>('GET', '/client/exist', { query: { phone, email } }),
  companyInfo: (innOrOgrn: string) => http.json<CompanyInfo>('GET', `/certificates/info/${segment(innOrOgrn)}`),
  /** D5: a sale in instalments goes to /v2/certificates. */
  sellCertificate: (body: SaleBody | CreditSaleBody, credit: boolean) =>
    http.json<SaleReply>('POST', credit ? '/v2/certificates' : '/certificates', { body }),
  payCertificate: (certificateId: string) =>
    http.json<Reply<'merchantSberbankOrderLight'>>('POST', '/merchant/sberbank/order/light', { body: { certificate_id: certificateId }, timeoutMs: PAYMENT_TIMEOUT_MS }),
  /** D4 print: the invoice PDF ('Счет') of the certificate's order. */
  downloadInvoice: (certificateId: string) =>
    downloadFile(http, 'POST', '/merchant/sberbank/order/light', { body: { certificate_id: certificateId, print: true } }),
  sendPaymentLink: (certificateId: string) =>
    http.json<Reply<'sendBill'>>('POST', '/send/bill', { body: { certificate_id: certificateId, channel: 'sms' } }),
});
