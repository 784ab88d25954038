/**
 * ATOL Online's HTTP API (v4): POST /possystem/v4/getToken {login, pass} → {token} (valid a day), then with the
 * `Token` header POST /possystem/v4/{group}/sell|sell_refund {external_id, timestamp, receipt} → {uuid, status: 'wait'}
 * and GET /possystem/v4/{group}/report/{uuid} → {status: 'wait' | 'done' | 'fail', payload: fiscal data}. A receipt sent
 * again with the same external_id is answered with the first one's uuid, so a lost answer is safe to retry.
 */
import { requestIdHeaders } from '../../ops/request-context';
import dayjs from 'dayjs';
import type { FiscalData, FiscalLine, FiscalReceiptRequest, FiscalRegister, FiscalReport } from './types';
import { ReceiptRefused } from './types';

export interface AtolOptions {
  baseUrl: string;
  login: string;
  password: string;
  group: string;
  /** The seller as the register is registered: ИНН, the payment address (the site), its e-mail, the tax system. */
  inn: string;
  paymentAddress: string;
  email: string;
  sno: string;
  timeoutMs?: number;
}

interface AtolError {
  code?: number;
  text?: string;
  type?: string;
}

interface AtolReply {
  token?: string;
  uuid?: string;
  status?: string;
  error?: AtolError | null;
  payload?: Partial<FiscalData> & { ofd_receipt_url?: string; total?: number };
}

const roubles = (kopecks: number) => kopecks / 100;
const vatType = (line: FiscalLine) => (line.vat === 'VAT20' ? 'vat20' : 'none');
// ATOL's codes for a token that expired or is wrong: ask for a new one and repeat once
const TOKEN_ERRORS = new Set([11, 12, 13, 14]);

export class AtolOnline implements FiscalRegister {
  readonly name = 'atol';
  private token: { value: string; until: number } | null = null;

  constructor(private readonly options: AtolOptions) {}

  private async request(method: 'GET' | 'POST', path: string, body?: object, token?: string): Promise<{ status: number; reply: AtolReply }> {
    const response = await fetch(new URL(`/possystem/v4${path}`, this.options.baseUrl), {
      method,
      headers: { 'content-type': 'application/json; charset=utf-8', ...requestIdHeaders(), ...(token ? { token } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    if (response.status >= 500) throw new Error(`ATOL Online answered HTTP ${response.status}`);
    const reply = (await response.json().catch(() => ({}))) as AtolReply;
    return { status: response.status, reply };
  }

  private async tokenOf(fresh = false): Promise<string> {
    if (!fresh && this.token && this.token.until > Date.now()) return this.token.value;
    const { reply } = await this.request('POST', '/getToken', { login: this.options.login, pass: this.options.password });
    if (!reply.token) throw new Error(`ATOL Online: no token (${reply.error?.code ?? '?'} ${reply.error?.text ?? ''})`.trim());
    this.token = { value: reply.token, until: Date.now() + 23 * 3600_000 };
    return reply.token;
  }

  /** A call with the token, asked again once when ATOL says it expired. */
  private async authorised(method: 'GET' | 'POST', path: string, body?: object) {
    let answer = await this.request(method, path, body, await this.tokenOf());
    if (answer.reply.error?.code !== undefined && TOKEN_ERRORS.has(answer.reply.error.code)) {
      answer = await this.request(method, path, body, await this.tokenOf(true));
    }
    return answer;
  }

  private body(receipt: FiscalReceiptRequest) {
    const { options } = this;
    const customer = receipt.customer.email ? { email: receipt.customer.email } : { phone: receipt.customer.phone };
    const vats = new Map<string, number>();
    for (const line of receipt.lines) vats.set(vatType(line), (vats.get(vatType(line)) ?? 0) + line.vatKopecks);
    return {
      external_id: receipt.externalId,
      timestamp: dayjs(receipt.createdAt).format('DD.MM.YYYY HH:mm:ss'),
      receipt: {
        client: customer,
        company: { email: options.email, sno: options.sno, inn: options.inn, payment_address: options.paymentAddress },
        items: receipt.lines.map((line) => ({
          name: line.name.slice(0, 128),
          price: roubles(line.priceKopecks),
          quantity: line.quantity,
          sum: roubles(line.sumKopecks),
          measurement_unit: 'шт.',
          payment_method: 'full_payment',
          payment_object: 'service',
          vat: { type: vatType(line), ...(line.vat === 'VAT20' ? { sum: roubles(line.vatKopecks) } : {}) },
        })),
        payments: [{ type: 1, sum: roubles(receipt.totalKopecks) }],
        vats: [...vats].map(([type, sum]) => (type === 'none' ? { type } : { type, sum: roubles(sum) })),
        total: roubles(receipt.totalKopecks),
      },
    };
  }

  async register(receipt: FiscalReceiptRequest): Promise<{ providerId: string }> {
    const operation = receipt.kind === 'SELL' ? 'sell' : 'sell_refund';
    const { status, reply } = await this.authorised('POST', `/${this.options.group}/${operation}`, this.body(receipt));
    // a repeated external_id is answered with the receipt already accepted (its uuid): the first one stands
    if (reply.uuid) return { providerId: reply.uuid };
    const error = `ATOL Online: ${reply.error?.code ?? status} ${reply.error?.text ?? 'no uuid'}`;
    // a receipt ATOL refuses to accept (its data) fails for good; anything else is the service's and is retried
    const refused = status === 400 || (reply.error?.type === 'system' && !TOKEN_ERRORS.has(reply.error.code ?? -1));
    if (refused) throw new ReceiptRefused(error);
    throw new Error(error);
  }

  async report(providerId: string): Promise<FiscalReport> {
    const { reply } = await this.authorised('GET', `/${this.options.group}/report/${encodeURIComponent(providerId)}`);
    if (reply.status === 'done' && reply.payload) {
      const { ofd_receipt_url: url, total: _total, ...fiscal } = reply.payload;
      return { state: 'done', fiscal: fiscal as FiscalData, url: url || null };
    }
    if (reply.status === 'fail') return { state: 'fail', error: `${reply.error?.code ?? '?'} ${reply.error?.text ?? 'fail'}` };
    return { state: 'wait' };
  }
}
