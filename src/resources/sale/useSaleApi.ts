import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export interface TariffOption {
  id: string;
  name: string;
  cost: number;
  /** What this seller sells one tariff period at (GET /rates/all). */
  price: number;
  period: number;
  meter: boolean;
  min_meter: number | null;
}

export interface SaleResultRecord {
  id: string;
  number: string;
  cost: number;
}

export interface CompanyInfo {
  company: string;
  postal: string;
  legal: string;
}

/** The sale page's server calls (D1–D5, E7). */
export function useSaleApi() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    tariffs: () => dataProvider.call<TariffOption[]>('GET', '/rates/all'),
    clientExists: (phone: string, email: string) =>
      dataProvider.call<{ exist: boolean; name: string | null }>('GET', '/client/exist', { query: { phone, email } }),
    company: (innOrOgrn: string) => dataProvider.call<CompanyInfo>('GET', `/certificates/info/${encodeURIComponent(innOrOgrn)}`),
    sell: (body: object, credit: boolean) => dataProvider.call<SaleResultRecord>('POST', credit ? '/v2/certificates' : '/certificates', { body }),
    pay: (certificateId: string) => dataProvider.call<{ paymentUrl: string }>('POST', '/merchant/sberbank/order/light', { body: { certificate_id: certificateId } }),
    /** D4 print: the invoice PDF ('Счет') of the certificate's order. */
    invoice: (certificateId: string) =>
      dataProvider.download('/merchant/sberbank/order/light', { method: 'POST', body: { certificate_id: certificateId, print: true } }),
    sendLink: (certificateId: string) => dataProvider.call<{ message: string }>('POST', '/send/bill', { body: { certificate_id: certificateId, channel: 'sms' } }),
  }), [dataProvider]);
}
