/**
 * The rows of a worksheet's XML, streamed: the first non-empty row is the header, and reading stops at the first
 * data row past the limit, however many the sheet has. Cells keep their text; a shared string stays its position
 * until sheet-parts.ts reads the texts the kept rows use.
 */
import type { Entry } from 'yauzl';
import { SheetRefused, type SheetRow } from './sheet-protocol';
import { type Archive, walkXml } from './zip-archive';

/** Cells past this column are not read: a sheet of ours names a handful. */
export const MAX_COLUMNS = 100;

type RawCell = string | { shared: number };
interface RawRow {
  number: number;
  cells: RawCell[];
}

/** `AB12` → 27 (0-based column). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** A cell's text by its type (`t`): shared string, inline string, boolean, error, formula string, date or number. */
function cellValue(type: string, value: string, inline: string): RawCell | undefined {
  if (type === 's') return value.trim() === '' ? undefined : { shared: Number(value) };
  const text = (type === 'inlineStr' ? inline : type === 'b' ? (value === '1' ? 'true' : 'false') : value).trim();
  if (type !== 'n' || text === '') return text || undefined;
  const number = Number(text);
  return Number.isFinite(number) ? String(number) : text;
}

/** The header and at most `maxRows` data rows; one more refuses the sheet (tooManyRows) without reading on. */
export async function readRawRows(archive: Archive, sheet: Entry, maxRows: number): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  let row: RawRow | undefined;
  let rowNumber = 0;
  let column = -1;
  let cell = { type: 'n', value: '', inline: '' };
  let into: 'value' | 'inline' | null = null;
  let inInline = false;
  let phonetic = 0;
  let over = false;
  await walkXml(archive, sheet, {
    open(name, attributes) {
      if (name === 'row') {
        rowNumber = attributes.r ? Number(attributes.r) : rowNumber + 1;
        [row, column] = [{ number: rowNumber, cells: [] }, -1];
      } else if (name === 'c') {
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        cell = { type: attributes.t ?? 'n', value: '', inline: '' };
      } else if (name === 'v') into = 'value';
      else if (name === 'is') inInline = true;
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inInline && phonetic === 0) into = 'inline';
    },
    text(text) {
      if (into) cell[into] += text;
    },
    close(name) {
      if (name === 'v' || name === 't') into = null;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && row && column >= 0 && column < MAX_COLUMNS) {
        const value = cellValue(cell.type, cell.value, cell.inline);
        if (value !== undefined) row.cells[column] = value;
      } else if (name === 'row' && row) {
        if (row.cells.length > 0) rows.push(row);
        over = rows.length > maxRows + 1;
        row = undefined;
      }
    },
    done: () => over,
  });
  if (over) throw new SheetRefused('tooManyRows');
  return rows;
}

/** The header's named columns, each data row's texts in the order asked; shared strings through `texts`. */
export function namedRows(raw: RawRow[], texts: Map<number, string>, columns: readonly string[], required: readonly string[]): SheetRow[] {
  const text = (cell: RawCell | undefined) => (cell === undefined ? '' : typeof cell === 'string' ? cell : (texts.get(cell.shared) ?? '').trim());
  const [header, ...data] = raw;
  if (!header) throw new SheetRefused('columnsMissing');
  const titles = Array.from(header.cells, (cell) => text(cell).toLowerCase());
  const positions = columns.map((column) => titles.indexOf(column));
  if (required.some((column) => positions[columns.indexOf(column)]! < 0)) throw new SheetRefused('columnsMissing');
  const rows = data
    .filter((row) => row.cells.some((cell) => text(cell) !== ''))
    .map((row) => ({ number: row.number, cells: positions.map((position) => (position < 0 ? '' : text(row.cells[position]))) }));
  if (rows.length === 0) throw new SheetRefused('noRows');
  return rows;
}
