import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../server/http/errors';
import { REGISTRY_SHEET } from '../../server/modules/registry/sheet';
import { Gate } from '../../server/uploads/gate';
import { readSheetRows } from '../../server/uploads/sheet-reader';
import { craftedZip } from './support/crafted-zip';

/** As Excel writes it: shared strings (after the sheet in the archive), a rich-text cell, numbers, a header not on row 1. */
async function excelLikeSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Реестр');
  workbook.addWorksheet('Second').addRow(['name', 'phone', 'tariff']);
  sheet.getRow(2).values = ['Tariff', 'NAME', 'Phone', 'Notes'];
  sheet.getRow(3).values = ['BASIC', { richText: [{ text: 'Иван ' }, { text: 'Первый', font: { bold: true } }] }, 79995550001, true];
  sheet.getRow(5).values = ['TRIAL', '  Петр  ', '8 999 555 00 02'];
  sheet.getRow(6).values = [null, '   ', null];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => ({ status: error.statusCode, key: error.messageKey, fields: error.fieldErrors }),
  );

describe('uploaded sheets (server/uploads)', () => {
  it("reads the first sheet's named columns by the sheet's own row numbers, shared and rich texts, numbers as written", async () => {
    const rows = await readSheetRows(await excelLikeSheet(), REGISTRY_SHEET);
    expect(rows.map((row) => [row.number, row.cells.name, row.cells.phone, row.cells.tariff, row.cells.email])).toEqual([
      [3, 'Иван Первый', '79995550001', 'BASIC', ''],
      [5, 'Петр', '8 999 555 00 02', 'TRIAL', ''],
    ]);
  });

  it('answers 413 when the worker runs past its time or its heap, and the server thread goes on', async () => {
    const data = await excelLikeSheet();
    const late = await refusal(readSheetRows(data, REGISTRY_SHEET, { heapMiB: 64, seconds: 0.001 }));
    expect(late).toEqual({ status: 413, key: 'uploads.tooComplex', fields: { file: 'uploads.tooComplex' } });

    // 2 000 rows of 100 short random texts (~9 MB of XML, 200 000 strings kept) in a worker of 8 MiB
    const random = randomBytes(2000 * 100 * 6).toString('hex');
    const inline = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
    const cells = (row: number) => Array.from({ length: 100 }, (_, n) => inline(random.substr((row * 100 + n) * 12, 12))).join('');
    const rows = Array.from({ length: 2001 }, (_, n) => `<row r="${n + 1}">${n === 0 ? ['name', 'phone', 'tariff'].map(inline).join('') : cells(n - 1)}</row>`);
    const big = craftedZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`) }]);
    expect(await refusal(readSheetRows(big, REGISTRY_SHEET, { heapMiB: 8, seconds: 60 }))).toEqual({ status: 413, key: 'uploads.tooComplex', fields: { file: 'uploads.tooComplex' } });
    expect((await readSheetRows(data, REGISTRY_SHEET)).length).toBe(2);
  });

  it('runs two sheets at once, lets eight wait and turns the next away', async () => {
    const gate = new Gate(2, 8);
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const task = (n: number) => () => new Promise<number>((resolve) => releases.push(() => resolve(n))).finally(() => started.push(n));
    const running = Array.from({ length: 10 }, (_, n) => gate.run(task(n)));
    expect(await gate.run(task(10))).toBeNull();
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(2);
    while (releases.length) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(running)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
