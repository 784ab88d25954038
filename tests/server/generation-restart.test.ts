import { afterAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerProcess, signInAdmin as signIn, startServerProcess } from './support/server-process';
import { type ServerStore, freshServerStore } from './support/server-store';

/** Enough codes that the job is still running when the kill comes (a chunk is 500 codes). */
const COUNT = 30_000;

let server: ServerProcess | undefined;
let store: ServerStore | undefined;
afterAll(async () => {
  await server?.kill();
  await store?.drop();
});

interface Job { id: string; status: string; generated: number }
const jobOf = async (baseUrl: string, headers: Record<string, string>, id: string) =>
  (await (await fetch(`${baseUrl}/gw/promo/files/${id}`, { headers })).json()) as Job;

/**
 * M6 on the real server process, embedded or (with TEST_DATABASE_URL) PostgreSQL: SIGKILL in the middle of a job,
 * a new process finishes it exactly once. On PostgreSQL the new process waits for the dead one's lease to run out.
 */
describe('restart: SIGKILL during a generation job', () => {
  it('finishes the job after the restart with exactly the codes asked for', async () => {
    store = await freshServerStore('generation-restart');
    server = await startServerProcess(store.env);
    let headers = await signIn(server.baseUrl);
    const rates = (await (await fetch(`${server.baseUrl}/gw/rates/all`, { headers })).json()) as { id: string; code_name: string }[];
    const rateId = rates.find((rate) => rate.code_name === 'BASIC')!.id;
    const created = await fetch(`${server.baseUrl}/gw/promo/files`, { method: 'POST', headers, body: JSON.stringify({ kind: 'CERTIFICATES', rate_id: rateId, count: COUNT }) });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Job;

    let seen = await jobOf(server.baseUrl, headers, id);
    while (seen.generated === 0) {
      await sleep(20);
      seen = await jobOf(server.baseUrl, headers, id);
    }
    await server.kill('SIGKILL');
    expect(seen.status, 'the job was still running at the kill').toBe('IN_PROGRESS');
    expect(seen.generated).toBeLessThan(COUNT);

    server = await startServerProcess(store.env);
    headers = await signIn(server.baseUrl);
    const deadline = Date.now() + 150_000;
    let job = await jobOf(server.baseUrl, headers, id);
    while (job.status !== 'COMPLETED' && Date.now() < deadline) {
      expect(job.status).not.toBe('ERRORED');
      await sleep(250);
      job = await jobOf(server.baseUrl, headers, id);
    }
    expect(job).toMatchObject({ status: 'COMPLETED', generated: COUNT });
    const file = (await (await fetch(`${server.baseUrl}/gw/promo/files/json/${id}`, { headers })).json()) as { codes: string[] };
    expect(file.codes).toHaveLength(COUNT);
    expect(new Set(file.codes).size).toBe(COUNT);
  }, 300_000);
});
