import type { Static } from 'typebox';
import type { ClientExistReply } from '../../../server/modules/clients/schemas';
import type { CompanyReply, CreditSaleBody, SaleBody, SaleReply } from '../../../server/modules/sales/schemas';
import type { HttpClient } from '../http';
import { downloadFile, segment } from './download';

export type { SaleReply, SaleBody, CreditSaleBody };
export type CompanyInfo = Static<typeof CompanyReply>;

/** The sale page's calls (D1–D5, E7). */
export const saleApi = (http: HttpClient) => ({
  clientExists: (phone: string, email: string) => http.json<Static<typeof ClientExistReply>>('GET', '/client/exist', { query: { phone, email } }),
  companyInfo: (innOrOgrn: string) => http.json<CompanyInfo>('GET', `/certificates/info/${segment(innOrOgrn)}`),
  /** D5: a sale in instalments goes to /v2/certificates. */
  sellCertificate: (body: SaleBody | CreditSaleBody, credit: boolean) =>
    http.json<SaleReply>('POST', credit ? '/v2/certificates' : '/certificates', { body }),
  payCertificate: (certificateId: string) =>
    http.json<{ paymentUrl: string }>('POST', '/merchant/sberbank/order/light', { body: { certificate_id: certificateId } }),
  /** D4 print: the invoice PDF ('Счет') of the certificate's order. */
  downloadInvoice: (certificateId: string) =>
    downloadFile(http, 'POST', '/merchant/sberbank/order/light', { body: { certificate_id: certificateId, print: true } }),
  sendPaymentLink: (certificateId: string) =>
    http.json<{ message: string }>('POST', '/send/bill', { body: { certificate_id: certificateId, channel: 'sms' } }),
});
