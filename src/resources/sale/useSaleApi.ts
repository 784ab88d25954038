import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { type AppDataProvider, LOOKUP_PARAMS } from '../../dataProvider';
import type { CreditSaleBody, SaleBody, SaleReply } from '../../dataProvider/api/sale';

export type { CompanyInfo } from '../../dataProvider/api/sale';

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

/** What the result screen needs of the sale's reply: what the server charges (`charge`), never recomputed here. */
export type SaleResultRecord = Pick<SaleReply, 'id' | 'number' | 'charge'>;

/** The sale page's server calls (D1–D5, E7). */
export function useSaleApi() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useMemo(() => ({
    /** The seller's tariffs from the shared `tariffs` lookup (GET /rates/all). */
    tariffs: async () => (await dataProvider.getList<TariffOption>('tariffs', LOOKUP_PARAMS)).data,
    clientExists: (phone: string, email: string) => dataProvider.clientExists(phone, email),
    company: (innOrOgrn: string) => dataProvider.companyInfo(innOrOgrn),
    // the form's builders type an absent meter as null, which JSON sends and the server's schema omits
    sell: (body: object, credit: boolean): Promise<SaleResultRecord> => dataProvider.sellCertificate(body as SaleBody | CreditSaleBody, credit),
    pay: (certificateId: string) => dataProvider.payCertificate(certificateId),
    /** D4 print: the invoice PDF ('Счет') of the certificate's order. */
    invoice: (certificateId: string) => dataProvider.downloadInvoice(certificateId),
    sendLink: (certificateId: string) => dataProvider.sendPaymentLink(certificateId),
  }), [dataProvider]);
}
