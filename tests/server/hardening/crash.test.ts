import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { type ServerStore, freshServerStore } from '../support/server-store';

/** Sales in flight at once, and how many answered sales to wait for before the kill. */
const CONCURRENCY = 8;
const KILL_AFTER = 60;

let server: ServerProcess | undefined;
let store: ServerStore | undefined;
afterAll(async () => {
  await server?.kill();
  await store?.drop();
});

async function signIn(baseUrl: string, input: string) {
  const res = await fetch(`${baseUrl}/gw/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input, password: 'demo1234', type: 'sales' }),
  });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}

describe('crash: SIGKILL in the middle of sales', () => {
  it('keeps every sale that was answered 2xx, with unique numbers, and the database reopens', async () => {
    store = await freshServerStore('crash-test');
    const { env } = store;
    server = await startServerProcess(env);
    const headers = await signIn(server.baseUrl, 'agent');
    const rates = (await (await fetch(`${server.baseUrl}/gw/rates/all`, { headers })).json()) as { id: string; code_name: string }[];
    const rateId = rates.find((rate) => rate.code_name === 'BASIC')!.id;

    const answered: { id: string; number: string }[] = [];
    let sequence = 0;
    let killed = false;
    const sell = async () => {
      while (!killed) {
        sequence += 1;
        const n = sequence;
        const body = { rate_id: rateId, client: { phone: `7916${String(n).padStart(7, '0')}`, name: `Клиент ${n}`, email: `crash${n}@example.com` } };
        const res = await fetch(`${server!.baseUrl}/gw/certificates`, { method: 'POST', headers, body: JSON.stringify(body) }).catch(() => null);
        if (res?.status === 201) answered.push((await res.json()) as { id: string; number: string });
        else if (res) expect(res.status).toBeLessThan(500);
        if (answered.length >= KILL_AFTER && !killed) {
          killed = true;
          await server!.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, sell));
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);

    server = await startServerProcess(env);
    const admin = await signIn(server.baseUrl, 'admin');
    for (const sale of answered) {
      const res = await fetch(`${server.baseUrl}/gw/certificates/${sale.id}`, { headers: admin });
      expect(res.status, `sale ${sale.number} answered 201 before the kill`).toBe(200);
      expect(((await res.json()) as { number: string }).number).toBe(sale.number);
    }
    expect(new Set(answered.map((sale) => sale.number)).size).toBe(answered.length);
  }, 240_000);
});
