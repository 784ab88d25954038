/**
 * The fiscal register (онлайн-касса, M4) behind one small interface: the product hands it a receipt and later asks
 * for its outcome, as online cash-register services (ATOL Online, OFD.ru's…) work — a receipt is accepted at once and
 * fiscalised within seconds to minutes. `externalId` is our receipt's id: the register keeps one receipt per id, so a
 * receipt sent again after a lost answer is not printed twice.
 */
export type ReceiptKind = 'SELL' | 'SELL_REFUND';
export type VatRate = 'VAT20' | 'NONE';

export interface FiscalLine {
  name: string;
  priceKopecks: number;
  quantity: number;
  sumKopecks: number;
  vat: VatRate;
  vatKopecks: number;
}

export interface FiscalReceiptRequest {
  externalId: string;
  kind: ReceiptKind;
  /** When the money moved: the receipt's timestamp. */
  createdAt: Date;
  /** Where the register sends the buyer's receipt: an e-mail or a phone (+7…); one is required by 54-FZ. */
  customer: { email?: string; phone?: string };
  lines: FiscalLine[];
  totalKopecks: number;
}

/** What the register printed: the fiscal attributes a receipt is checked by (ФН, ФД, ФП) and its shift. */
export interface FiscalData {
  fn_number: string;
  fiscal_document_number: number;
  fiscal_document_attribute: number;
  fiscal_receipt_number: number;
  shift_number: number;
  ecr_registration_number: string;
  receipt_datetime: string;
  fns_site: string;
}

export type FiscalReport =
  | { state: 'wait' }
  | { state: 'done'; fiscal: FiscalData; url: string | null }
  /** The register will not print it (a refused receipt, a closed shift it reports as final): the receipt fails. */
  | { state: 'fail'; error: string };

/** The register refused the receipt itself (bad data): final, retrying the same receipt cannot help. */
export class ReceiptRefused extends Error {}

export interface FiscalRegister {
  readonly name: string;
  /** Sends a receipt; its id at the register. Throws on a transport or service error (retried) or ReceiptRefused. */
  register(receipt: FiscalReceiptRequest): Promise<{ providerId: string }>;
  /** The outcome of a registered receipt. */
  report(providerId: string): Promise<FiscalReport>;
}
