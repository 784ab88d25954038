import { readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rssMiB } from '../../bench/api/process';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { tinyRowsSheet } from './support/tiny-rows-sheet';

/** Issue 23: an agent's 400 000-row registry (4.2 MB zipped) stopped the whole server for a minute. */
const ROWS = 400_000;
const UPLOADS = 3;
/** Uploads start one after another until this much time has passed (on the old server one took over a minute). */
const UPLOADING_MS = 30_000;
/** Generous for a 2-core machine shared with the test runner; an idle probe answers in a few ms. */
const P95_MS = 500;
const RSS_GROWTH_MIB = 100;
/** A probe that waits longer counts as this slow (the loop was stuck): the test ends instead of hanging. */
const PROBE_TIMEOUT_MS = 10_000;

let ctx: TestContext;
let baseUrl: string;
let sheet: Buffer;
let headers: { authorization: string };
let partnerId: string;

beforeAll(async () => {
  sheet = readFileSync(await tinyRowsSheet(ROWS));
  ctx = await buildTestApp();
  // a listening server, not inject: a blocked event loop holds up the probes' sockets as it holds up users'
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  headers = await authAs(ctx.app, 'agent');
  // an agent uploads for its own partner, named in its token
  partnerId = (JSON.parse(Buffer.from(headers.authorization.split('.')[1]!, 'base64url').toString()) as { partnerId: string }).partnerId;
});
afterAll(async () => ctx?.close());

async function timed(path: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }).catch(() => null);
  await response?.arrayBuffer();
  return { ms: performance.now() - started, status: response?.status ?? 0 };
}

const p95 = (values: number[]) => Math.round([...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!);

async function upload(data = sheet) {
  const form = new FormData();
  form.append('file', new Blob([data]), 'registry.xlsx');
  const response = await fetch(`${baseUrl}/gw/partners/${partnerId}/registry/certificates`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

describe('uploads: a 400 000-row registry is refused without holding up the server', () => {
  it('answers health and the certificate list as usual meanwhile, refuses the sheet at the row limit, and grows memory by < 100 MiB', async () => {
    const probe = () => Promise.all([timed('/gw/health'), timed('/gw/certificates?perPage=25')]);
    // the sheet worker's code is built on first use under vitest (npm start builds it before listening)
    expect((await upload(await writeXlsxFile([[{ value: 'name' }, { value: 'phone' }, { value: 'tariff' }]]).toBuffer())).status).toBe(400);
    for (let i = 0; i < 10; i += 1) await probe();
    const idle = [];
    for (let i = 0; i < 20; i += 1) idle.push(await probe());

    const before = rssMiB(process.pid).now;
    writeFileSync(`/proc/${process.pid}/clear_refs`, '5'); // VmHWM, the peak resident size, restarts from now
    let uploading = true;
    const uploads = (async () => {
      const answers = [];
      const until = Date.now() + UPLOADING_MS;
      while (answers.length < UPLOADS && Date.now() < until) answers.push(await upload());
      uploading = false;
      return answers;
    })();
    const during = [];
    while (uploading) {
      during.push(await probe());
      await sleep(20);
    }
    const answers = await uploads;
    const peak = rssMiB(process.pid).peak;

    const figures = {
      idleP95: { health: p95(idle.map(([health]) => health.ms)), list: p95(idle.map(([, list]) => list.ms)) },
      duringP95: { health: p95(during.map(([health]) => health.ms)), list: p95(during.map(([, list]) => list.ms)) },
      probes: during.length,
      uploads: answers.length,
      rssMiB: { before, peak, growth: peak - before },
    };
    console.log(`[upload-load] ${JSON.stringify(figures)}`);

    expect(answers.map((answer) => [answer.status, answer.body.errors])).toEqual(
      Array.from({ length: UPLOADS }, () => [400, { file: 'Не больше 2000 строк в одном реестре' }]),
    );
    expect(during.flat().filter((answer) => answer.status !== 200)).toEqual([]);
    expect(figures.duringP95.health).toBeLessThan(P95_MS);
    expect(figures.duringP95.list).toBeLessThan(P95_MS);
    expect(figures.rssMiB.growth).toBeLessThan(RSS_GROWTH_MIB);
  }, 180_000);
});
