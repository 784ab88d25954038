import { setTimeout as sleep } from 'node:timers/promises';
import { buffer } from 'node:stream/consumers';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { salesSheet } from '../../server/modules/reports/excel';
import type { SheetSalesRow } from '../../server/modules/reports/service';

/** Far more than the writer's backlog holds (about 5 400 of these rows on Node 22, whose streams buffer 64 KiB). */
const ROWS = 40_000;

/** Rows of a report's size and shape, counting how many the sheet took and whether it let go of them. */
function reportRows(total: number) {
  const seen = { pulled: 0, closed: false };
  async function* rows(): AsyncGenerator<SheetSalesRow> {
    try {
      for (let n = 1; n <= total; n += 1) {
        seen.pulled = n;
        const day = new Date(Date.UTC(2025, 0, 1 + (n % 365)));
        yield {
          rate: `Тариф «Семейный» ${n % 7}`,
          number: `RP-${String(n).padStart(8, '0')}`,
          client: `Иванова Мария Петровна ${n % 1000}`,
          phone: `7913${String(n).padStart(7, '0')}`,
          email: `client${n}@example.ru`,
          cost: 1000 + (n % 500) + 0.99,
          reward: 100 + (n % 50),
          startDate: day,
          finishDate: new Date(day.getTime() + 365 * 86_400_000),
        };
      }
    } finally {
      seen.closed = true;
    }
  }
  return { rows: rows(), seen };
}

/** Waits until the sheet has stopped taking rows (or took them all). */
async function settled(seen: { pulled: number }) {
  let last = -1;
  for (let round = 0; round < 200 && seen.pulled !== last; round += 1) {
    last = seen.pulled;
    await sleep(50);
  }
}

describe('streamed .xlsx backpressure (L2)', () => {
  it('takes rows only as fast as the download is read, and then writes them all', async () => {
    const { rows, seen } = reportRows(ROWS);
    const sheet = salesSheet(rows, 'ru');
    await settled(seen);
    // nobody reads: zlib and the stream buffers fill, and the writer stops within its backlog (~1 MiB of XML)
    expect(seen.pulled).toBeLessThan(ROWS / 4);
    const [header, ...data] = await readSheet(await buffer(sheet));
    expect(header[1]).toBe('Номер');
    expect(data).toHaveLength(ROWS + 1);
    expect(data[ROWS - 1][1]).toBe(`RP-${String(ROWS).padStart(8, '0')}`);
    expect(data[ROWS][0]).toBe('Итого');
  });

  it('stops reading rows when the download is closed', async () => {
    const { rows, seen } = reportRows(ROWS);
    const sheet = salesSheet(rows, 'ru');
    sheet.once('data', () => sheet.destroy());
    await settled(seen);
    expect(seen.closed).toBe(true);
    expect(seen.pulled).toBeLessThan(ROWS / 4);
  });
});
