/**
 * `node --import tsx bench/reports/xlsx-stream.ts [rows]`: writes a sales report of `rows` (100 000) rows
 * through the server's streamed sheet (server/modules/reports) into a counting sink at the pace of the
 * writer, and prints the wall and CPU time (the CPU time is what a busy machine does not distort) and how much the process's resident memory grew above its level after a
 * warm-up report. The rows come from a generator, so the figure is the writer's; the database side reads
 * pages of 5000 rows (reports/service.ts).
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { salesSheet } from '../../server/modules/reports/excel';
import type { SheetSalesRow } from '../../server/modules/reports/service';

const rowsWanted = Number(process.argv[2] ?? 100_000);
const mib = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

async function* rows(count: number): AsyncGenerator<SheetSalesRow> {
  const start = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < count; i += 1) {
    const day = new Date(start + (i % 365) * 86_400_000);
    yield { rate: `Тариф ${i % 7}`, number: `22000000${String(i).padStart(8, '0')}`, client: `Клиент Номер ${i}`, phone: `7913${String(i).padStart(7, '0')}`, email: `client${i}@example.ru`, cost: 1000 + (i % 100) + 0.99, reward: 100.1, startDate: day, finishDate: day };
  }
}

async function run(count: number) {
  let bytes = 0;
  let peak = process.memoryUsage().rss;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      peak = Math.max(peak, process.memoryUsage().rss);
      done();
    },
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  await pipeline(salesSheet(rows(count), 'ru'), sink);
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpuSeconds: (used.user + used.system) / 1e6, bytes, peak };
}

await run(2000);
global.gc?.();
const base = process.memoryUsage().rss;
const result = await run(rowsWanted);
console.log(JSON.stringify({ rows: rowsWanted, seconds: Math.round(result.seconds * 100) / 100, cpuSeconds: Math.round(result.cpuSeconds * 100) / 100, fileMiB: mib(result.bytes), rssBaseMiB: mib(base), rssGrowthMiB: mib(result.peak - base) }));
