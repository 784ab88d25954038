import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process';

/** Sales in flight at once, and how many answered sales to wait for before the kill. */
const CONCURRENCY = 8;
const KILL_AFTER = 60;

const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-test-'));
let server: ServerProcess | undefined;
let database: string | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
  if (database) await adminQuery(`drop database if exists ${database} with (force)`);
});

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function signIn(baseUrl: string, input: string) {
  const res = await fetch(`${baseUrl}/gw/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input, password: 'demo1234', type: 'sales' }),
  });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}

/** With TEST_DATABASE_URL the same run goes against a fresh database on that PostgreSQL server. */
async function serverEnv(): Promise<Record<string, string>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { DATA_DIR: dataDir };
  database = `crash_${Date.now()}`;
  await adminQuery(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

describe('crash: SIGKILL in the middle of sales', () => {
  it('keeps every sale that was answered 2xx, with unique numbers, and the database reopens', async () => {
    const env = await serverEnv();
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
