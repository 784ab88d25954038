import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerProcess, signInAdmin as signIn, startServerProcess } from './support/server-process';
import { type ServerStore, freshServerStore } from './support/server-store';
import { ATOL_GROUP, ATOL_LOGIN, ATOL_PASSWORD, FakeAtol } from './support/fake-atol';

const fake = new FakeAtol();
let server: ServerProcess | undefined;
let store: ServerStore | undefined;
beforeAll(async () => fake.start());
afterAll(async () => {
  await server?.kill();
  await store?.drop();
  await fake.stop();
});

interface Receipt { id: string; status: string }
const get = async <T>(baseUrl: string, headers: Record<string, string>, path: string) => (await (await fetch(`${baseUrl}/gw${path}`, { headers })).json()) as T;
const sells = () => fake.calls.filter((call) => call.endsWith('/sell')).length;

/**
 * M4 and the job queue on the real server process, embedded or (with TEST_DATABASE_URL) PostgreSQL: the process is
 * SIGKILLed while its receipt job waits for ATOL's answer (ATOL has the receipt, the answer is lost). The next
 * process takes the job again — at once on the embedded database, after the dead one's lease on PostgreSQL — sends
 * the receipt again under the same external id, and ATOL keeps one: the receipt is issued exactly once.
 */
describe('restart: SIGKILL during a receipt job', () => {
  it('finishes the receipt after the restart, issued once', async () => {
    store = await freshServerStore('receipt-restart');
    const env = {
      ...store.env, RECEIPT_JOB_SECONDS: '1', FISCAL_PROVIDER: 'atol', ATOL_URL: fake.url, ATOL_LOGIN, ATOL_PASSWORD, ATOL_GROUP,
      ATOL_INN: '7700000000', ATOL_PAYMENT_ADDRESS: 'https://certificates.test', ATOL_EMAIL: 'shop@example.com',
    };
    server = await startServerProcess(env);
    let headers = await signIn(server.baseUrl);
    const orders = await get<{ data: { id: string; client: { phone: string | null } | null }[] }>(server.baseUrl, headers, '/orders?status=PAID&perPage=100');
    const order = orders.data.find((one) => one.client?.phone);
    expect(order, 'a paid order of a client with a phone').toBeDefined();
    fake.holdSells = 1;
    const issued = await fetch(`${server.baseUrl}/gw/receipt`, { method: 'PUT', headers, body: JSON.stringify({ order_id: order!.id, vat: true }) });
    expect(issued.status).toBe(201);
    const { id } = (await issued.json()) as Receipt;

    const deadline = Date.now() + 30_000;
    while (!fake.receipts.some((receipt) => receipt.body.external_id === id) && Date.now() < deadline) await sleep(20);
    await server.kill('SIGKILL');
    expect(fake.receipts.filter((receipt) => receipt.body.external_id === id), 'ATOL had the receipt at the kill').toHaveLength(1);
    expect(sells()).toBe(1);

    server = await startServerProcess(env);
    headers = await signIn(server.baseUrl);
    const until = Date.now() + 150_000;
    let receipt = await get<Receipt>(server.baseUrl, headers, `/receipt/${id}`);
    while (receipt.status !== 'DONE' && Date.now() < until) {
      expect(receipt.status).not.toBe('FAILED');
      await sleep(250);
      receipt = await get<Receipt>(server.baseUrl, headers, `/receipt/${id}`);
    }
    expect(receipt).toMatchObject({ status: 'DONE', provider: 'atol' });
    // sent again after the restart under the same external id, and kept once by the register
    expect(sells()).toBe(2);
    const atReg = fake.receipts.filter((one) => one.body.external_id === id);
    expect(atReg).toHaveLength(1);
    expect(receipt).toMatchObject({ provider_id: atReg[0]!.uuid, receipt_url: `https://ofd.example/rec/${atReg[0]!.uuid}` });
    expect((await get<Receipt[]>(server.baseUrl, headers, `/receipt/all?order_id=${order!.id}`)).filter((one) => one.status === 'DONE')).toHaveLength(1);
  }, 300_000);
});
