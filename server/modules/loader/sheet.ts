/** The uploaded sheet (M7): a header row naming the columns, then one account per row. */
import { type SheetSpec, readSheetRows } from '../../uploads/sheet-reader';

const REQUIRED = ['name', 'phone', 'email', 'login'] as const;
const OPTIONAL = ['password', 'role'] as const;
type Column = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export const ACCOUNTS_SHEET: SheetSpec<Column> = {
  columns: [...REQUIRED, ...OPTIONAL],
  required: REQUIRED,
  maxRows: 10_000,
  messages: { wrongFormat: 'loader.wrongFormat', columnsMissing: 'loader.columnsMissing', noRows: 'loader.noRows', tooManyRows: 'loader.tooManyRows' },
};

export type SheetRow = { number: number } & Record<Column, string>;

/** Rows as texts keyed by column; wholly empty rows are skipped, row numbers are the sheet's (1 = header). */
export async function readAccountRows(data: Buffer): Promise<SheetRow[]> {
  return (await readSheetRows(data, ACCOUNTS_SHEET)).map((row) => ({ number: row.number, ...row.cells }));
}
