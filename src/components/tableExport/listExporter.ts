import type { Exporter, RaRecord } from 'react-admin';
import { type CsvValue, saveCsvRows } from './csv';

type Flat = Map<string, CsvValue>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array cell: its items one after another, an object item by its name (a joined record) or its id. */
function listed(items: readonly unknown[]): string {
  return items.map((item) => (isObject(item) ? String(item.name ?? item.id ?? JSON.stringify(item)) : String(item))).join(', ');
}

/** A record's fields as columns; a nested object's fields under dotted names (`user.name`), as jsonexport wrote them. */
function flatten(record: Record<string, unknown>, prefix = '', into: Flat = new Map()): Flat {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix + key;
    if (isObject(value)) flatten(value, `${name}.`, into);
    else into.set(name, Array.isArray(value) ? listed(value) : (value as CsvValue));
  }
  return into;
}

/** The rows of a list export: a header of every field met, in the order met, then one line per record. */
export function recordRows(records: readonly RaRecord[]): CsvValue[][] {
  const flat = records.map((record) => flatten(record));
  const header = [...new Set(flat.flatMap((fields) => [...fields.keys()]))];
  return [header, ...flat.map((fields) => header.map((name) => fields.get(name)))];
}

/**
 * A react-admin list's Export button (react-admin's default writes with jsonexport, which leaves formulas in):
 * the records through the product's one CSV writer, as <resource>.csv. Every list names it or `false`
 * (tests/spa/list-export.test.ts).
 */
export const listExporter: Exporter = (records, _related, _dataProvider, resource) => saveCsvRows(`${resource ?? 'export'}.csv`, recordRows(records));
