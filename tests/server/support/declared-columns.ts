import type { Field, NullsOrder, ResourceDeclaration } from '../../../common/resource';
import { isColumn, tableOf } from '../../../common/resource';

export interface ColumnInfo {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
}

const TEXT = ['text', 'character varying', 'character'];
const COMPATIBLE: Record<Exclude<Field['kind'], 'group' | 'join'>, readonly string[]> = {
  text: TEXT,
  longText: TEXT,
  phone: TEXT,
  email: TEXT,
  file: [...TEXT, 'uuid'],
  enum: [...TEXT, 'USER-DEFINED'],
  number: ['integer', 'smallint', 'bigint', 'numeric', 'real', 'double precision'],
  money: ['numeric'],
  boolean: ['boolean'],
  date: ['timestamp with time zone', 'timestamp without time zone', 'date'],
  reference: ['uuid'],
  json: ['json', 'jsonb'],
};

/** What differs between a declaration and its migrated table (empty when they agree). */
export function mismatches(d: ResourceDeclaration, columns: readonly ColumnInfo[]): string[] {
  const table = tableOf(d);
  const byName = new Map(columns.map((c) => [c.column_name, c]));
  const problems: string[] = [];
  const check = (key: string, f: Field) => {
    // joined and computed values (a computed group too) are not columns of this table
    if (f.kind === 'join' || !isColumn(f)) return;
    if (f.kind === 'group') return Object.entries(f.fields).forEach(([k, inner]) => check(k, inner));
    const name = f.column ?? key;
    const column = byName.get(name);
    if (!column) return void problems.push(`${table}.${name}: no such column`);
    if (f.kind === 'number' && f.integer && !['integer', 'smallint', 'bigint'].includes(column.data_type)) {
      problems.push(`${table}.${name}: integer field on ${column.data_type}`);
    } else if (!COMPATIBLE[f.kind].includes(column.data_type)) {
      problems.push(`${table}.${name}: ${f.kind} field on ${column.data_type}`);
    }
    if (!!f.nullable !== (column.is_nullable === 'YES')) {
      problems.push(`${table}.${name}: declared ${f.nullable ? 'nullable' : 'not null'}, column ${column.is_nullable === 'YES' ? 'nullable' : 'not null'}`);
    }
  };
  Object.entries(d.fields).forEach(([key, f]) => check(key, f));
  for (const name of [d.key ?? 'id', ...(d.timestamps ? ['created_at', 'updated_at'] : [])]) {
    if (!byName.has(name)) problems.push(`${table}.${name}: no such column`);
  }
  return [...problems, ...sortMismatches(d, byName)];
}

/** A nullable sort names where its nulls go (`list.nulls`); a not null one names none (it would only keep its index out). */
function sortMismatches(d: ResourceDeclaration, byName: ReadonlyMap<string, ColumnInfo>): string[] {
  const nulls: Partial<Record<string, NullsOrder>> = d.list.nulls ?? {};
  return [...new Set([...d.list.sort, ...Object.keys(nulls)])].flatMap((field) => {
    const name = d.fields[field]?.column ?? field;
    const nullable = byName.get(name)?.is_nullable === 'YES';
    if (nullable && !nulls[field]) return [`${tableOf(d)}.${name}: nullable sort without a nulls order (list.nulls)`];
    if (!nullable && nulls[field]) return [`${tableOf(d)}.${name}: nulls order on a not null column`];
    return [];
  });
}
