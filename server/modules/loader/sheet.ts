/** The uploaded sheet (M7): a header row naming the columns, then one account per row. */
import { badRequest } from '../../http/errors';

export const MAX_ROWS = 10_000;
const REQUIRED = ['name', 'phone', 'email', 'login'] as const;
const OPTIONAL = ['password', 'role'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export type SheetRow = { number: number } & Record<Column, string>;

const text = (cell: unknown) => (cell === null || cell === undefined ? '' : String(cell).trim());

/** Rows as texts keyed by column; wholly empty rows are skipped, row numbers are the sheet's (1 = header). */
export async function readAccountRows(data: Buffer): Promise<SheetRow[]> {
  const { readSheet } = await import('read-excel-file/node');
  let sheet: unknown[][];
  try {
    sheet = await readSheet(data);
  } catch {
    throw badRequest({ file: 'loader.wrongFormat' });
  }
  const [header = [], ...rows] = sheet;
  const titles = header.map((cell) => text(cell).toLowerCase());
  const index = Object.fromEntries([...REQUIRED, ...OPTIONAL].map((column) => [column, titles.indexOf(column)])) as Record<Column, number>;
  if (REQUIRED.some((column) => index[column] < 0)) throw badRequest({ file: 'loader.columnsMissing' });
  const accounts = rows.flatMap((row, offset) => {
    if (row.every((cell) => text(cell) === '')) return [];
    const value = (column: Column) => (index[column] < 0 ? '' : text(row[index[column]]));
    return [{ number: offset + 2, name: value('name'), phone: value('phone'), email: value('email'), login: value('login'), password: value('password'), role: value('role') }];
  });
  if (!accounts.length) throw badRequest({ file: 'loader.noRows' });
  if (accounts.length > MAX_ROWS) throw badRequest({ file: 'loader.tooManyRows' });
  return accounts;
}
