/**
 * `node --import tsx bench/reports/report-phases.ts` on a database the report step filled (BENCH_DATA_DIR kept, or
 * DATABASE_URL): times the streamed sales report's phases for the report partner's 3 years, each with its wall and
 * CPU time (the embedded database runs in this process, so its CPU is counted): the row count, the rows read and
 * mapped (no sheet), and the whole .xlsx into a counting sink. Says where the download's time goes, and its memory
 * (peaks sampled every 50 ms above the phase's start: resident, V8 heap used, external buffers).
 */
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../server/db/database';
import { partnerTarget } from '../../server/modules/analytics/target';
import { salesSheet } from '../../server/modules/reports/excel';
import { MAX_SHEET_ROWS, checkRowCount, salesReportRows } from '../../server/modules/reports/service';
import { REPORT_PARTNER_NAME } from '../data/report-partner';
import { requestUserOf } from '../api/floor';

const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir && !process.env.DATABASE_URL) throw new Error('set BENCH_DATA_DIR (embedded) or DATABASE_URL');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: dataDir && path.resolve(dataDir) });
const { db } = database;
const round = (value: number) => Math.round(value * 100) / 100;

const MiB = 1048576;
type Memory = ReturnType<typeof process.memoryUsage>;
const FIELDS = ['rss', 'heapUsed', 'external'] as const;

/** Each phase's wall and CPU time and how far resident memory, V8's heap and memory outside it rose above the start. */
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const before = process.memoryUsage();
  const peak: Memory = { ...before };
  const sample = () => {
    const now = process.memoryUsage();
    for (const field of FIELDS) peak[field] = Math.max(peak[field], now[field]);
  };
  const sampler = setInterval(sample, 50);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work().finally(() => clearInterval(sampler));
  const used = process.cpuUsage(cpu);
  sample();
  const growth = FIELDS.map((field) => `${field} +${round((peak[field] - before[field]) / MiB)}`).join(', ');
  console.log(`${name.padEnd(24)} wall ${round((performance.now() - started) / 1000)} s, cpu ${round((used.user + used.system) / 1e6)} s, MiB ${growth}`);
  return result;
}

try {
  const partner = await db.selectFrom('partners').select('id').where('name', '=', REPORT_PARTNER_NAME).executeTakeFirstOrThrow();
  const to = new Date();
  const from = new Date(to);
  from.setUTCFullYear(from.getUTCFullYear() - 3);
  from.setUTCDate(from.getUTCDate() + 1);
  const period = { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
  const filter = await partnerTarget(db, await requestUserOf(db, 'admin'), partner.id);
  await timed('count', () => checkRowCount(db, filter, period, MAX_SHEET_ROWS));
  const rows = await timed('rows read and mapped', async () => {
    let count = 0;
    for await (const row of salesReportRows(db, filter, period)) count += row ? 1 : 0;
    return count;
  });
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  await timed('whole .xlsx', () => pipeline(salesSheet(salesReportRows(db, filter, period), 'ru'), sink));
  console.log(`${rows} rows, ${round(bytes / 1048576)} MiB`);
} finally {
  await database.close();
}
