import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sheetPace } from './sheet-pace';

export type CellKind = 'text' | 'money' | 'day' | 'integer';
export type CellValue = string | number | Date | null;

export interface SheetColumn {
  header: string;
  width: number;
  kind: CellKind;
}

const FORMATS: Partial<Record<CellKind, string>> = { money: '#,##0.00', day: 'dd.mm.yyyy', integer: '0' };
/** Rows between yields to the event loop, so the socket drains and other requests run. */
const YIELD_EVERY = 2000;
/**
 * archiver buffers up to 1 MiB of the zipped file by default before it stops zlib: ~15 MB of sheet XML, a whole
 * 20 000-row report taken with nobody reading. Node's default 16 KiB keeps what waits for a slow client small.
 */
// exceljs's types list only some of archiver's options; archiver takes highWaterMark with them
const ZIP = { highWaterMark: 16 * 1024 } as Partial<ExcelJS.stream.xlsx.ArchiverZipOptions>;

/**
 * An .xlsx written row by row to a stream (exceljs's streaming WorkbookWriter): a bold header, the rows
 * as `rows` yields them and, last, the bold `totals()` rows, which may sum what was written. Memory stays
 * bounded whatever the number of rows: a row is taken only while zlib and the client keep up (sheet-pace.ts);
 * an error mid-way destroys the stream (the download fails), a closed stream stops the reading of rows.
 */
export function streamSheet(columns: readonly SheetColumn[], rows: AsyncIterable<CellValue[]>, totals: () => CellValue[][]): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: ZIP });
  const sheet = workbook.addWorksheet('Report');
  const styles = columns.map((column) => (FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {}));
  const rowStyle = {};
  sheet.columns = columns.map((column, index) => ({ width: column.width, style: styles[index] }));
  const pace = sheetPace(sheet, out);
  const write = async () => {
    const header = sheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true };
    header.commit();
    let written = 0;
    for await (const values of rows) {
      const row = sheet.addRow(values);
      // each row and cell gets a fresh copy of its style, which exceljs renders to XML to find its id (~40 % of the
      // writer's time); the same object again is one exceljs has seen, so the id is a lookup
      (row as ExcelJS.Row & { style: object }).style = rowStyle; // a field exceljs's types leave out
      for (let index = 0; index < styles.length; index += 1) row.getCell(index + 1).style = styles[index];
      row.commit();
      written += 1;
      if (pace.full() && !(await pace.drained())) return;
      if (written % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
      if (out.destroyed) return;
    }
    for (const values of totals()) {
      const row = sheet.addRow(values);
      row.font = { bold: true };
      row.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
