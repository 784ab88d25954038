/**
 * A local stand-in for SMS.ru's HTTP API (POST /sms/send, /sms/status, /my/balance with api_id and json=1, form
 * encoded), answering in its JSON shapes: what the SMS.ru adapter and the outbox are tested against. `stop()` takes
 * it down (connections refused) and `start()` brings it back on the same port, as a provider outage does.
 */
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSms {
  id: string;
  to: string;
  msg: string;
  from?: string;
  /** SMS.ru's status code: 100 queued … 103 delivered, 104+ not delivered. */
  code: number;
}

export const FAKE_API_ID = 'test-api-id';
/** Numbers the fake refuses as SMS.ru does an invalid recipient (per-number status 202). */
export const REFUSED_PHONE = '79990000202';

export class FakeSmsRu {
  readonly sent: FakeSms[] = [];
  balance = 1234.5;
  private server?: Server;
  private port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const params = new URLSearchParams(body);
        const reply = this.answer(request.method ?? 'GET', new URL(request.url ?? '/', this.url).pathname, params);
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The phone's report from now on (103 delivered, 104 expired, …). */
  report(id: string, code: number): void {
    const sms = this.sent.find((one) => one.id === id);
    if (!sms) throw new Error(`no SMS ${id}`);
    sms.code = code;
  }

  private answer(method: string, path: string, params: URLSearchParams): unknown {
    if (method !== 'POST' || params.get('json') !== '1') return { status: 'ERROR', status_code: 400, status_text: 'json=1 by POST expected' };
    if (params.get('api_id') !== FAKE_API_ID) return { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' };
    if (path === '/my/balance') return { status: 'OK', status_code: 100, balance: this.balance };
    if (path === '/sms/status') {
      const id = params.get('sms_id') ?? '';
      const sms = this.sent.find((one) => one.id === id);
      const one = sms ? { status: 'OK', status_code: sms.code, cost: 1.5 } : { status: 'ERROR', status_code: -1, status_text: 'Сообщение не найдено' };
      return { status: 'OK', status_code: 100, sms: { [id]: one }, balance: this.balance };
    }
    if (path === '/sms/send') {
      const to = params.get('to') ?? '';
      const msg = params.get('msg') ?? '';
      if (!msg) return { status: 'ERROR', status_code: 203, status_text: 'Нет текста сообщения' };
      if (to === REFUSED_PHONE) return { status: 'OK', status_code: 100, sms: { [to]: { status: 'ERROR', status_code: 202, status_text: 'Неправильно указан номер телефона получателя' } }, balance: this.balance };
      const id = `000000-${String(10_000_000 + this.sent.length)}`;
      this.sent.push({ id, to, msg, from: params.get('from') ?? undefined, code: 100 });
      this.balance -= 1.5;
      return { status: 'OK', status_code: 100, sms: { [to]: { status: 'OK', status_code: 100, sms_id: id, cost: '1.50', sms: 1 } }, balance: this.balance };
    }
    return { status: 'ERROR', status_code: 404, status_text: 'unknown method' };
  }
}
