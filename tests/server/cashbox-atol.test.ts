import { afterAll, beforeAll, expect, it } from 'vitest';
import { JobQueue } from '../../server/jobs/queue';
import { receiptQueue } from '../../server/modules/cashbox/worker';
import { retryDelayMs } from '../../server/modules/messages/retry';
import { AtolOnline } from '../../server/providers/fiscal/atol';
import type { FiscalReceiptRequest, FiscalRegister } from '../../server/providers/fiscal/types';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { ATOL_GROUP, ATOL_LOGIN, ATOL_PASSWORD, FakeAtol } from './support/fake-atol';

/**
 * M4: the receipt worker over ATOL Online (its local fake). The register's answer to a sent receipt is lost (a
 * process stopped, a dropped connection): the worker sends it again later with the same external id, and ATOL keeps
 * one receipt, which the worker then records as issued with ATOL's fiscal data and URL.
 */
const fake = new FakeAtol();
let ctx: TestContext;
beforeAll(async () => {
  await fake.start();
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await fake.stop();
});

it('issues a receipt once at ATOL although its first answer was lost', async () => {
  const atol = new AtolOnline({ baseUrl: fake.url, login: ATOL_LOGIN, password: ATOL_PASSWORD, group: ATOL_GROUP, inn: '7700000000', paymentAddress: 'https://certificates.test', email: 'shop@example.com', sno: 'osn' });
  let lose = true;
  const register: FiscalRegister = {
    name: atol.name,
    async register(receipt: FiscalReceiptRequest) {
      const sent = await atol.register(receipt);
      if (lose) {
        lose = false;
        throw new Error('socket hang up');
      }
      return sent;
    },
    report: (id) => atol.report(id),
  };
  const worker = new JobQueue({ db: ctx.database.db, log: ctx.app.log }).define(receiptQueue({ db: ctx.database.db, register, log: ctx.app.log }));
  const admin = await authAs(ctx.app, 'admin');
  const order = await ctx.database.db.selectFrom('orders').innerJoin('clients', 'clients.id', 'orders.client_id').select('orders.id')
    .where('orders.status', '=', 'PAID').where('clients.phone', 'is not', null).orderBy('orders.number').limit(1).executeTakeFirstOrThrow();
  const issued = await ctx.app.inject({ method: 'PUT', url: '/gw/receipt', headers: admin, payload: { order_id: order.id, vat: true } });
  expect(issued.statusCode).toBe(201);
  const { id } = issued.json();

  const now = new Date(Date.now() + 1000);
  await worker.tick(now);
  expect(fake.receipts.filter((r) => r.body.external_id === id)).toHaveLength(1);
  const later = new Date(now.getTime() + retryDelayMs(1));
  await worker.tick(later);
  await worker.tick(new Date(later.getTime() + 60_000));
  await worker.tick(new Date(later.getTime() + 120_000));
  const accepted = fake.receipts.filter((r) => r.body.external_id === id);
  expect(accepted).toHaveLength(1);
  expect(accepted[0]!.body.receipt.vats).toEqual([{ type: 'vat20', sum: expect.any(Number) }]);
  const row = await ctx.database.db.selectFrom('fiscal_receipts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ status: 'DONE', provider: 'atol', provider_id: accepted[0]!.uuid, receipt_url: `https://ofd.example/rec/${accepted[0]!.uuid}` });
  expect(row.fiscal).toMatchObject({ fn_number: '9999078900012345' });
});
