/**
 * The sandbox fiscal register: prints nothing, but answers as an online cash-register service does — a receipt is
 * accepted with an id, fiscalised a few seconds later (`wait` until then), and the service is now and then
 * unavailable (an error the worker retries). It keeps no state, so a restarted server finds its receipts where it
 * left them: the id carries the external id and the time it was accepted, and the fiscal data are derived from the
 * external id (the same receipt always gets the same ФД and ФП, as a register that deduplicates by external id).
 */
import { createHash } from 'node:crypto';
import type { FiscalData, FiscalReceiptRequest, FiscalRegister, FiscalReport } from './types';

export interface SandboxRegisterOptions {
  /** Where the receipt's public page is: the app's own /gw/receipt/check (no OFD behind the sandbox). */
  publicUrl: string;
  /** How long fiscalisation takes. */
  delayMs?: number;
  /** The share of calls that fail as a service down would (0–1); a test sets 0 or 1, or a function of the call. */
  failRate?: number;
  now?: () => number;
  random?: () => number;
}

const digits = (hash: string, from: number, length: number) => Number.parseInt(hash.slice(from, from + 8), 16) % 10 ** length;

export function sandboxFiscalData(externalId: string, at: Date): FiscalData {
  const hash = createHash('sha256').update(`sandbox-fiscal:${externalId}`).digest('hex');
  return {
    fn_number: `99990789${String(digits(hash, 0, 8)).padStart(8, '0')}`,
    fiscal_document_number: 1 + digits(hash, 8, 6),
    fiscal_document_attribute: 1_000_000_000 + digits(hash, 16, 9),
    fiscal_receipt_number: 1 + digits(hash, 24, 3),
    shift_number: 1 + digits(hash, 32, 3),
    ecr_registration_number: `0000000001${String(digits(hash, 40, 6)).padStart(6, '0')}`,
    receipt_datetime: at.toISOString(),
    fns_site: 'www.nalog.gov.ru',
  };
}

export class SandboxFiscalRegister implements FiscalRegister {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxRegisterOptions) {}

  private now = () => (this.options.now ?? Date.now)();

  private unavailable(): boolean {
    return (this.options.random ?? Math.random)() < (this.options.failRate ?? 0.1);
  }

  async register(receipt: FiscalReceiptRequest): Promise<{ providerId: string }> {
    if (this.unavailable()) throw new Error('sandbox register: service temporarily unavailable (503)');
    return { providerId: `sbx.${this.now()}.${receipt.externalId}` };
  }

  async report(providerId: string): Promise<FiscalReport> {
    const [, time, externalId] = providerId.split('.');
    const acceptedAt = Number(time);
    if (!externalId || !Number.isFinite(acceptedAt)) return { state: 'fail', error: `unknown receipt ${providerId}` };
    if (this.unavailable()) throw new Error('sandbox register: report temporarily unavailable (503)');
    const doneAt = acceptedAt + (this.options.delayMs ?? 2000);
    if (this.now() < doneAt) return { state: 'wait' };
    const fiscal = sandboxFiscalData(externalId, new Date(doneAt));
    const query = new URLSearchParams({ fn: fiscal.fn_number, i: String(fiscal.fiscal_document_number), fp: String(fiscal.fiscal_document_attribute) });
    return { state: 'done', fiscal, url: `${this.options.publicUrl}/gw/receipt/check?${query}` };
  }
}
