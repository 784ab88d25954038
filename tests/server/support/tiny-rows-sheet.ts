import { existsSync, renameSync } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';

/**
 * A registry sheet (header name, phone, tariff) of `rows` tiny rows ['x', n], as exceljs's streaming writer writes
 * it (inline strings): 400 000 rows are ~4.2 MB zipped and ~49 MB of sheet XML. Written once into the OS temp folder
 * and kept there for later runs (~5 s to write).
 */
export async function tinyRowsSheet(rows: number): Promise<string> {
  const file = path.join(tmpdir(), `certificates-tiny-rows-${rows}-v1.xlsx`);
  if (existsSync(file)) return file;
  const temporary = `${file}.${process.pid}.tmp`;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(temporary), useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet('Registry');
  sheet.addRow(['name', 'phone', 'tariff']).commit();
  for (let n = 1; n <= rows; n += 1) sheet.addRow(['x', n]).commit();
  sheet.commit();
  await workbook.commit();
  renameSync(temporary, file);
  return file;
}
