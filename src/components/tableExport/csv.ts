import { saveBlob } from '../useFileDownload';

/** A cell's value as a table holds it; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/** What a spreadsheet may read as the start of a formula (OWASP's CSV injection rule). */
const FORMULA_START = /^[=+\-@\t\r\n]/;
/** A plain number is no formula: -5 and +7 stay numbers the sheet can sum (docs/decisions.md, CSV/formulas). */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** A cell holding one of these is quoted, so no reader splits it (whatever separator it guesses) or ends its line. */
const NEEDS_QUOTES = /[";,\t\n\r]/;

/** The text of a cell that no spreadsheet opens as a formula: such a text gets a leading apostrophe. */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  const text = value === null || value === undefined ? '' : neutralised(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The one CSV writer of the product: every CSV it writes goes through here. The dialect spreadsheets in our locales
 * open: ';' between cells, CRLF lines, a BOM so Excel reads UTF-8; numbers with a dot.
 */
export function csvText(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

export function saveCsvRows(fileName: string, rows: readonly (readonly CsvValue[])[]) {
  saveBlob(new Blob([csvText(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
