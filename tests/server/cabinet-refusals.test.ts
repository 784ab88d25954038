import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/**
 * Issue 11's "bad input" bar for the cabinet, beyond client-cabinet-buy and client-content: oversized baskets and
 * answers, ids that are not ids or name nothing, and refusals of another client's records that carry no data.
 */
let ctx: TestContext;
let client: Record<string, string>;
let other: Record<string, string>;
const fx = saleFixtures(() => ctx);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await buildTestApp();
  client = await authAs(ctx.app, 'client');
  other = await authAs(ctx.app, 'client-new');
}, 300_000);
afterAll(async () => ctx?.close());

/** A refusal in the error contract: a message, maybe a code and field errors, nothing of the record. */
function expectBareRefusal(body: string, status: number, expected: number, what: string) {
  expect(status, what).toBe(expected);
  const reply = JSON.parse(body) as Record<string, unknown>;
  expect(reply.message, what).toEqual(expect.any(String));
  expect(Object.keys(reply).every((key) => ['message', 'code', 'errors'].includes(key)), `${what}: ${body}`).toBe(true);
}

describe('the basket (D6)', () => {
  it('refuses too many items, unknown or malformed ids and periods out of range, creating no order', async () => {
    const rate = await fx.rate('BASIC');
    const orders = async () => (await ctx.database.db.selectFrom('orders').select('id').execute()).length;
    const before = await orders();
    const bodies = [
      { certificates: Array.from({ length: 21 }, () => ({ rateId: rate.id })) },
      { services: Array.from({ length: 51 }, () => ({ id: UNKNOWN })) },
      { certificates: [{ rateId: 'not-an-id' }] },
      { certificates: [{ rateId: rate.id, period: 121 }] },
      { certificates: [{ rateId: rate.id, type: 'T'.repeat(51) }] },
      { certificates: [{ rateId: UNKNOWN }] },
      { services: [{ id: UNKNOWN }] },
    ];
    for (const body of bodies) {
      const res = await call('POST', '/merchant/sberbank/order', client, body);
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(res.json().message, res.body).toEqual(expect.any(String));
    }
    expect(await orders()).toBe(before);
  });
});

describe("another client's records and ids that name nothing", () => {
  it('answers an order or a certificate of another client with a bare refusal', async () => {
    const rate = await fx.rate('BASIC');
    const bought = await call('POST', '/merchant/sberbank/order', client, { certificates: [{ rateId: rate.id }] });
    expect(bought.statusCode, bought.body).toBe(200);
    const orderId = bought.json().order_id as string;
    const certificateId = (await call('GET', `/client/orders/${orderId}`, client)).json().certificate_id as string;
    for (const [method, url] of [
      ['GET', `/client/orders/${orderId}`],
      ['POST', `/client/orders/${orderId}/pay`],
      ['POST', `/client/orders/${orderId}/cancel`],
      ['GET', `/client/certificates/${certificateId}`],
    ] as const) {
      const res = await call(method, url, other);
      expectBareRefusal(res.body, res.statusCode, 403, url);
    }
    // the refused cancel left the order payable for its owner
    expect((await call('GET', `/client/orders/${orderId}`, client)).json()).toMatchObject({ payable: true });
  });

  it('answers 400 for a malformed id and 404 for an unknown one on every record route of the cabinet', async () => {
    for (const [method, url] of [
      ['GET', '/client/orders/:id'],
      ['POST', '/client/orders/:id/pay'],
      ['POST', '/client/orders/:id/cancel'],
      ['GET', '/client/orders/:id/receipt'],
      ['GET', '/client/certificates/:id'],
      ['GET', '/client/certificates/:id/pdf'],
      ['GET', '/standard-documents/:id/file'],
      ['PUT', '/telegram/token/:id'],
      ['DELETE', '/telegram/token/:id'],
      ['GET', '/questionnaires/:id/full'],
      ['GET', '/questionnaires/:id/passed'],
    ] as const) {
      const malformed = await call(method, url.replace(':id', 'not-a-uuid-1234'), client);
      expectBareRefusal(malformed.body, malformed.statusCode, 400, `${method} ${url} malformed`);
      const unknown = await call(method, url.replace(':id', UNKNOWN), client);
      expectBareRefusal(unknown.body, unknown.statusCode, 404, `${method} ${url} unknown`);
    }
    const answer = await call('POST', `/questionnaires/${UNKNOWN}/answers`, client, { answers: [] });
    expectBareRefusal(answer.body, answer.statusCode, 404, 'answers to an unknown questionnaire');
  });
});

describe('questionnaire answers (K7)', () => {
  it('refuses too many answers, an oversized text, an unknown question and an unknown field', async () => {
    const rows = (await call('GET', '/questionnaires', client)).json().data as { id: string; title: string }[];
    const id = rows.find((row) => row.title.includes('обслуживания'))!.id;
    const answer = (payload: object) => call('POST', `/questionnaires/${id}/answers`, client, payload);
    const many = await answer({ answers: Array.from({ length: 201 }, (_, i) => ({ question_id: `q${i}`, value: 'x' })) });
    expect(many.statusCode).toBe(400);
    const long = await answer({ answers: [{ question_id: 'rating', value: '5' }, { question_id: 'wishes', value: 'я'.repeat(2001) }] });
    expect(long.statusCode, long.body).toBe(400);
    expect(Object.keys(long.json().errors ?? {}).join()).toMatch(/answers\./);
    const unknown = await answer({ answers: [{ question_id: 'rating', value: '5' }, { question_id: 'no-such-question', value: 'x' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty(['answers.no-such-question']);
    expect((await answer({ answers: [], client_id: UNKNOWN })).statusCode).toBe(400);
    const huge = await answer({ answers: [{ question_id: 'used', value: Array.from({ length: 101 }, () => 'Телемедицина') }] });
    expect(huge.statusCode).toBe(400);
  });
});

describe('telegram (K5) and standard documents (K6)', () => {
  it('refuses an oversized token to the bot and an oversized document title', async () => {
    const admin = await authAs(ctx.app, 'admin');
    const form = new FormData();
    form.append('title', 'Д'.repeat(5000));
    form.append('file', new Blob(['%PDF-1.4 x']), 'x.pdf');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const upload = await ctx.app.inject({ method: 'POST', url: '/gw/standard-documents', headers: { ...admin, 'content-type': request.headers.get('content-type')! }, payload });
    expect(upload.statusCode, upload.body).toBe(400);
    expect(upload.json().errors).toHaveProperty('title');
    const bind = await ctx.app.inject({ method: 'POST', url: '/gw/telegram/bot/bind', headers: { 'x-bot-secret': 'x' }, payload: { token: 't'.repeat(65), chat_id: '1' } });
    expect(bind.statusCode).toBeGreaterThanOrEqual(400);
    expect(bind.statusCode).toBeLessThan(500);
  });
});
