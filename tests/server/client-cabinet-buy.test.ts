import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let client: Record<string, string>;
let other: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });
const pathOf = (url: string) => new URL(url).pathname;
const soloService = async (name: string) => db().selectFrom('services').select(['id', 'cost']).where('name', '=', name).executeTakeFirstOrThrow();

beforeAll(async () => {
  ctx = await buildTestApp();
  client = await authAs(ctx.app, 'client');
  other = await authAs(ctx.app, 'client-new');
});
afterAll(async () => ctx?.close());

async function buy(payload: object) {
  const res = await call('POST', '/merchant/sberbank/order', client, payload);
  expect(res.statusCode).toBe(200);
  return res.json() as { paymentUrl: string; order_id: string };
}

async function pay(paymentUrl: string) {
  const confirm = await ctx.app.inject({ method: 'POST', url: `${pathOf(paymentUrl)}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  expect(confirm.statusCode).toBe(303);
  return confirm.headers.location as string;
}

describe('a basket of a tariff and a service (D6)', () => {
  it('is one order priced by the server; paid, the certificate is active and the service is the client’s', async () => {
    const rate = await fx.rate('STANDARD');
    const notary = await soloService('Выезд нотариуса');
    const { paymentUrl, order_id } = await buy({ certificates: [{ rateId: rate.id }], services: [{ id: notary.id }] });
    const order = await db().selectFrom('orders').select(['cost', 'status']).where('id', '=', order_id).executeTakeFirstOrThrow();
    expect(order.cost).toBe(rate.cost + notary.cost);
    expect(await pay(paymentUrl)).toContain(`/cabinet/payment/${order_id}?token=`);

    const listed = (await call('GET', '/client/orders', client)).json();
    const row = listed.data.find((o: { id: string }) => o.id === order_id);
    expect(row).toMatchObject({ status: 'PAID', receipt: true, payable: false, cost: rate.cost + notary.cost });
    expect(row.items.map((item: { type: string }) => item.type).sort()).toEqual(['certificate', 'service']);
    const certificateId = row.items.find((item: { type: string }) => item.type === 'certificate').certificate_id as string;

    const card = (await call('GET', `/client/certificates/${certificateId}`, client)).json();
    expect(card).toMatchObject({ status: 'ACTIVE', active: true, period: 12 });
    expect(card.services.length).toBeGreaterThan(0);
    expect(card.payments[0]).toMatchObject({ id: order_id, status: 'PAID' });

    const services = (await call('GET', '/client/services', client)).json();
    expect(services.data.some((s: { kind: string; name: string }) => s.kind === 'privilege' && s.name === 'Выезд нотариуса')).toBe(true);
    expect(services.data.some((s: { certificate: { id: string } | null }) => s.certificate?.id === certificateId)).toBe(true);

    for (const url of [`/client/orders/${order_id}/receipt`, `/client/certificates/${certificateId}/pdf`, `/client/certificates/${certificateId}/check`]) {
      const pdf = await call('GET', url, client);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
    const own = (await call('GET', '/client/certificates?show_inactive=true', client)).json();
    expect(own.data.some((c: { id: string }) => c.id === certificateId)).toBe(true);
    expect(own.perPage).toBe(4);
  });

  it('sells services alone, once paid given to the client', async () => {
    const courier = await soloService('Срочная доставка документов');
    const { paymentUrl, order_id } = await buy({ services: [{ id: courier.id }, { id: courier.id }] });
    expect((await db().selectFrom('orders').select('cost').where('id', '=', order_id).executeTakeFirstOrThrow()).cost).toBe(courier.cost * 2);
    await pay(paymentUrl);
    expect((await call('GET', `/client/orders/${order_id}`, client)).json()).toMatchObject({ status: 'PAID', receipt: true });
    expect((await call('POST', '/acquiring', client, { order_id })).statusCode).toBe(200);
  });

  it('refuses an empty basket, a service not sold alone, and a price from the body', async () => {
    expect((await call('POST', '/merchant/sberbank/order', client, {})).statusCode).toBe(400);
    const bundled = await soloService('Эвакуатор');
    expect((await call('POST', '/merchant/sberbank/order', client, { services: [{ id: bundled.id }] })).statusCode).toBe(400);
    const notary = await soloService('Выезд нотариуса');
    expect((await call('POST', '/merchant/sberbank/order', client, { services: [{ id: notary.id, cost: 1 }] })).statusCode).toBe(400);
  });
});

describe('unpaid orders (K2)', () => {
  it('pays again with a new session, or cancels the order and its pending certificate', async () => {
    const rate = await fx.rate('BASIC');
    const { order_id } = await buy({ certificates: [{ rateId: rate.id }] });
    const again = await call('POST', `/client/orders/${order_id}/pay`, client);
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentUrl).toContain('/gw/sandbox/pay/');
    const cancelled = await call('POST', `/client/orders/${order_id}/cancel`, client);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', payable: false });
    const certificateId = cancelled.json().certificate_id as string;
    expect((await db().selectFrom('certificates').select('status').where('id', '=', certificateId).executeTakeFirstOrThrow()).status).toBe('CANCELLED');
    expect((await call('POST', `/client/orders/${order_id}/pay`, client)).statusCode).toBe(409);
    expect((await call('POST', `/client/orders/${order_id}/cancel`, client)).statusCode).toBe(409);
    expect((await call('GET', `/client/orders/${order_id}/receipt`, client)).statusCode).toBe(409);
  });
});

describe("another client's records (C13)", () => {
  it('are refused to a client, whatever the id', async () => {
    const rate = await fx.rate('BASIC');
    const { paymentUrl, order_id } = await buy({ certificates: [{ rateId: rate.id }] });
    await pay(paymentUrl);
    const certificateId = (await call('GET', `/client/orders/${order_id}`, client)).json().certificate_id as string;
    const ownerId = (await db().selectFrom('certificates').select('client_id').where('id', '=', certificateId).executeTakeFirstOrThrow()).client_id!;
    for (const url of [`/client/certificates/${certificateId}`, `/client/certificates/${certificateId}/pdf`, `/client/certificates/${certificateId}/check`, `/client/orders/${order_id}`, `/client/orders/${order_id}/receipt`]) {
      expect((await call('GET', url, other)).statusCode, url).toBe(403);
    }
    for (const url of [`/client/orders/${order_id}/pay`, `/client/orders/${order_id}/cancel`]) expect((await call('POST', url, other)).statusCode, url).toBe(403);
    expect((await call('GET', `/client/certificates?client_id=${ownerId}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/certificates/${certificateId}/pdf`, other)).statusCode).toBe(403);
    const foreignList = (await call('GET', '/client/certificates?show_inactive=true', other)).json();
    expect(foreignList.data.some((c: { id: string }) => c.id === certificateId)).toBe(false);
    expect((await call('GET', '/client/orders', other)).json().data.some((o: { id: string }) => o.id === order_id)).toBe(false);
    expect((await call('GET', '/client/certificates/00000000-0000-4000-8000-000000000000', other)).statusCode).toBe(404);
  });

  it('are not the client routes of sales staff', async () => {
    const agent = await authAs(ctx.app, 'agent');
    expect((await call('GET', '/client/orders', agent)).statusCode).toBe(403);
    expect((await call('GET', '/client/services', agent)).statusCode).toBe(403);
  });
});
