/**
 * SMS.ru's HTTP API (the spec's smsRuId): POST /sms/send, /sms/status and /my/balance with api_id and json=1, each
 * answering {status: 'OK' | 'ERROR', status_code, ...}. Form-encoded POSTs keep the text out of URLs and their logs.
 */
import { requestIdHeaders } from '../../ops/request-context';
import { MessageRefused } from '../messages/errors';
import type { SmsGateway, SmsReport, SmsSent, SmsState } from './index';

export interface SmsRuOptions {
  apiId: string;
  /** The API's origin; https://sms.ru, or a test's local fake. */
  baseUrl: string;
  /** An approved sender name; unset: the account's default. */
  from?: string;
  timeoutMs?: number;
}

interface Reply {
  status?: string;
  status_code?: number;
  status_text?: string;
  balance?: number | string;
  sms?: Record<string, { status?: string; status_code?: number; status_text?: string; sms_id?: string; cost?: number | string }>;
}

// SMS.ru's message states: 100–102 on the way, 103 delivered, 110 read; 104–108 and 150 not delivered
const DELIVERED = new Set([103, 110]);
const UNDELIVERED = new Set([104, 105, 106, 107, 108, 150]);

export const stateOfCode = (code: number | undefined): SmsState =>
  code !== undefined && DELIVERED.has(code) ? 'delivered' : code !== undefined && UNDELIVERED.has(code) ? 'failed' : 'sent';

function priceOf(cost: number | string | undefined): number | null {
  const price = cost === undefined ? NaN : Number(cost);
  return Number.isFinite(price) ? price : null;
}

export class SmsRu implements SmsGateway {
  readonly name = 'smsru';

  constructor(private readonly options: SmsRuOptions) {}

  private async call(path: string, params: Record<string, string>): Promise<Reply> {
    const body = new URLSearchParams({ ...params, api_id: this.options.apiId, json: '1' });
    const response = await fetch(new URL(path, this.options.baseUrl), { method: 'POST', body, headers: requestIdHeaders(), signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000) });
    if (!response.ok) throw new Error(`SMS.ru answered HTTP ${response.status}`);
    const reply = (await response.json()) as Reply;
    // an error of the request as a whole (the key, the account's balance): the account's, so the message waits
    if (reply.status !== 'OK') throw new Error(`SMS.ru: ${reply.status_code ?? '?'} ${reply.status_text ?? 'error'}`);
    return reply;
  }

  async send(phone: string, text: string): Promise<SmsSent> {
    const reply = await this.call('/sms/send', { to: phone, msg: text, ...(this.options.from ? { from: this.options.from } : {}) });
    const one = reply.sms?.[phone] ?? Object.values(reply.sms ?? {})[0];
    if (!one) throw new Error('SMS.ru: no result for the number');
    // an error for this number (invalid, stop-listed, not served): final
    if (one.status !== 'OK' || !one.sms_id) throw new MessageRefused(`SMS.ru: ${one.status_code ?? '?'} ${one.status_text ?? 'refused'}`);
    return { providerId: one.sms_id, price: priceOf(one.cost), state: stateOfCode(one.status_code) };
  }

  async status(providerId: string): Promise<SmsReport> {
    const reply = await this.call('/sms/status', { sms_id: providerId });
    const one = reply.sms?.[providerId];
    return { state: stateOfCode(one?.status_code), price: priceOf(one?.cost) };
  }

  async balance(): Promise<number | null> {
    const reply = await this.call('/my/balance', {});
    const balance = Number(reply.balance);
    return Number.isFinite(balance) ? balance : null;
  }
}
