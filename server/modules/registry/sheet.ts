/** The certificates registry sheet (G4): a header row naming the columns, then one sale per row. */
import { type NamedRow, type SheetSpec, readSheetRows } from '../../uploads/sheet-reader';

const REQUIRED = ['name', 'phone', 'tariff'] as const;
const OPTIONAL = ['email', 'period', 'company', 'agent', 'meter'] as const;
export const REGISTRY_COLUMNS = [...REQUIRED, ...OPTIONAL] as const;
export type RegistryColumn = (typeof REGISTRY_COLUMNS)[number];

/** Read while the request waits, so a registry is a few thousand sales at most (decision G4/processing). */
export const REGISTRY_SHEET: SheetSpec<RegistryColumn> = {
  columns: REGISTRY_COLUMNS,
  required: REQUIRED,
  maxRows: 2000,
  messages: { wrongFormat: 'registry.wrongFormat', columnsMissing: 'registry.columnsMissing', noRows: 'registry.noRows', tooManyRows: 'registry.tooManyRows' },
};

/** A sheet row as texts keyed by column; `number` is the sheet's row number (1 = header). */
export type RegistrySheetRow = NamedRow<RegistryColumn>;

/** Wholly empty rows are skipped; columns may come in any order and case. */
export const readRegistryRows = (data: Buffer): Promise<RegistrySheetRow[]> => readSheetRows(data, REGISTRY_SHEET);
