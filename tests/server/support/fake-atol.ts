/**
 * A local stand-in for ATOL Online's v4 API (getToken, sell / sell_refund, report) in its JSON shapes: a receipt is
 * 'wait' at the first report and 'done' with fiscal data after; a repeated external_id answers the first uuid;
 * `failNext` answers HTTP 500 to that many calls, as the service down; `holdSells` takes that many sell requests and
 * never answers them (the answer lost with a process killed meanwhile); tokens expire when `expireTokens()` is called.
 */
import { randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const ATOL_LOGIN = 'test-login';
export const ATOL_PASSWORD = 'test-pass';
export const ATOL_GROUP = 'group_test';

// the request as ATOL reads it: a JSON object the tests look into
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export interface FakeAtolReceipt { uuid: string; operation: string; body: Json; reports: number }

export class FakeAtol {
  readonly receipts: FakeAtolReceipt[] = [];
  readonly calls: string[] = [];
  failNext = 0;
  holdSells = 0;
  private tokens = new Set<string>();
  private server?: Server;

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  expireTokens(): void {
    this.tokens.clear();
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const path = new URL(request.url ?? '/', 'http://x').pathname;
        this.calls.push(`${request.method} ${path}`);
        if (this.failNext > 0) {
          this.failNext -= 1;
          response.writeHead(500).end('down');
          return;
        }
        const [status, reply] = this.answer(request.method ?? 'GET', path, raw ? JSON.parse(raw) : {}, String(request.headers.token ?? ''));
        if (this.holdSells > 0 && /\/(sell|sell_refund)$/.test(path)) {
          this.holdSells -= 1;
          return;
        }
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(method: string, path: string, body: Json, token: string): [number, object] {
    if (path === '/possystem/v4/getToken') {
      if (body.login !== ATOL_LOGIN || body.pass !== ATOL_PASSWORD) return [401, { error: { code: 12, text: 'Неверный логин или пароль', type: 'system' } }];
      const value = randomUUID();
      this.tokens.add(value);
      return [200, { token: value, error: null }];
    }
    if (!this.tokens.has(token)) return [401, { error: { code: 11, text: 'Токен просрочен', type: 'system' } }];
    const operation = /^\/possystem\/v4\/([^/]+)\/(sell|sell_refund)$/.exec(path);
    if (method === 'POST' && operation) {
      if (operation[1] !== ATOL_GROUP) return [400, { error: { code: 22, text: 'Неизвестная группа', type: 'system' } }];
      if (!body.receipt?.client?.email && !body.receipt?.client?.phone) return [400, { error: { code: 32, text: 'Не указан email или телефон покупателя', type: 'system' } }];
      const known = this.receipts.find((r) => r.body.external_id === body.external_id);
      if (known) return [200, { uuid: known.uuid, status: 'wait', error: { code: 33, text: 'В системе существует чек с external_id', type: 'system' } }];
      const receipt = { uuid: randomUUID(), operation: operation[2]!, body, reports: 0 };
      this.receipts.push(receipt);
      return [200, { uuid: receipt.uuid, status: 'wait', error: null }];
    }
    const report = /^\/possystem\/v4\/[^/]+\/report\/(.+)$/.exec(path);
    if (method === 'GET' && report) {
      const receipt = this.receipts.find((r) => r.uuid === report[1]);
      if (!receipt) return [400, { status: 'fail', error: { code: 34, text: 'Нет документа', type: 'system' } }];
      receipt.reports += 1;
      if (receipt.reports < 2) return [200, { uuid: receipt.uuid, status: 'wait', error: null }];
      const index = this.receipts.indexOf(receipt) + 1;
      return [200, {
        uuid: receipt.uuid, status: 'done', error: null,
        payload: {
          total: receipt.body.receipt.total, fns_site: 'www.nalog.gov.ru', fn_number: '9999078900012345', shift_number: 7, receipt_datetime: '01.12.2026 12:00:00',
          fiscal_receipt_number: index, fiscal_document_number: 100 + index, ecr_registration_number: '0000000001002345', fiscal_document_attribute: 3_000_000_000 + index,
          ofd_receipt_url: `https://ofd.example/rec/${receipt.uuid}`,
        },
      }];
    }
    return [404, { error: { code: 0, text: 'not found', type: 'system' } }];
  }
}
