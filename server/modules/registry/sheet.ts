/** The certificates registry sheet (G4): a header row naming the columns, then one sale per row. */
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest } from '../../http/errors';

export const MAX_REGISTRY_ROWS = 2000;
const REQUIRED = ['name', 'phone', 'tariff'] as const;
const OPTIONAL = ['email', 'period', 'company', 'agent', 'meter'] as const;
export const REGISTRY_COLUMNS = [...REQUIRED, ...OPTIONAL] as const;
export type RegistryColumn = (typeof REGISTRY_COLUMNS)[number];

/** A sheet row as texts keyed by column; `number` is the sheet's row number (1 = header). */
export type RegistrySheetRow = { number: number; cells: Record<RegistryColumn, string> };

const text = (cell: unknown) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());

async function readCells(data: Buffer): Promise<unknown[][]> {
  const { readSheet } = await import('read-excel-file/node');
  try {
    return await readSheet(data);
  } catch {
    throw badRequest({ file: 'registry.wrongFormat' }, 'registry.wrongFormat');
  }
}

/** Wholly empty rows are skipped; columns may come in any order and case. */
export async function readRegistryRows(data: Buffer): Promise<RegistrySheetRow[]> {
  const [header = [], ...rows] = await readCells(data);
  const titles = header.map((cell) => text(cell).toLowerCase());
  const index = Object.fromEntries(REGISTRY_COLUMNS.map((column) => [column, titles.indexOf(column)])) as Record<RegistryColumn, number>;
  if (REQUIRED.some((column) => index[column] < 0)) throw badRequest({ file: 'registry.columnsMissing' }, 'registry.columnsMissing');
  const sales = rows.flatMap((row, offset) => {
    if (row.every((cell) => text(cell) === '')) return [];
    const cells = Object.fromEntries(REGISTRY_COLUMNS.map((column) => [column, index[column] < 0 ? '' : text(row[index[column]])]));
    return [{ number: offset + 2, cells: cells as Record<RegistryColumn, string> }];
  });
  if (!sales.length) throw badRequest({ file: 'registry.noRows' }, 'registry.noRows');
  if (sales.length > MAX_REGISTRY_ROWS) throw new ApiError(400, 'registry.tooManyRows', ERROR_CODES.validation, undefined, { limit: MAX_REGISTRY_ROWS });
  return sales;
}
