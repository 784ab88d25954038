/** The generic Kysely queries behind a declared resource's routes. */
import { type ExpressionBuilder, type Kysely, type OrderByItemBuilder, sql } from 'kysely';
import type { ListReply } from '../../common/errors';
import { type Field, type ResourceDeclaration, TRANSLATION_LANGUAGES, isColumn, rangeParams, tableOf } from '../../common/resource';
import type { Db } from '../db/database';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, UNIQUE_VIOLATION, pgCode } from '../db/pg-errors';
import { badRequest, conflict, notFound } from '../http/errors';
import { containsPattern, offsetOf, phoneDigits } from '../http/list';
import type { MessageKey } from '../i18n/messages';
import { joinedMatch } from './joins';
import { estimatedRows, listTotal } from './list-total';
import { readsNarrowedFirst } from './list-order';

type Row = Record<string, unknown>;
// the table is known from the declaration only at run time; declared-tables.test.ts checks it against the migrations
type AnyDb = Kysely<Record<string, Row>>;
type Eb = ExpressionBuilder<Record<string, Row>, string>;

export interface ListRequest {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
  q?: string;
  ids?: string[];
  [filter: string]: unknown;
}

const columnOf = (d: ResourceDeclaration, key: string) => d.fields[key]?.column ?? key;

/** A column the list is limited to (the owner rule, the parent of `list.within`); a null value matches nothing. */
export interface ListScope { column: string; value: unknown }

/** Day-range filters: from the first day's start to the end of the last (the database's time zone). */
function inRanges(d: ResourceDeclaration, request: ListRequest, eb: Eb) {
  return Object.entries(d.list.dateRanges ?? {}).flatMap(([field, range]) => {
    const { from, to } = rangeParams(field, range);
    const column = eb.ref(`${tableOf(d)}.${columnOf(d, field)}`);
    return [
      ...(request[from] !== undefined ? [eb(column, '>=', sql<Date>`${request[from]}::date`)] : []),
      ...(request[to] !== undefined ? [eb(column, '<', sql<Date>`${request[to]}::date + 1`)] : []),
    ];
  });
}

function matching(d: ResourceDeclaration, request: ListRequest, scopes: readonly ListScope[]) {
  const pattern = containsPattern(request.q);
  const digits = phoneDigits(request.q);
  // a phone field is matched by the digits of a text that reads as a phone number (+7 (912) 345…), and by nothing else
  // a name written in three languages is found by any of them (a reader searches in the language the list shows)
  const search = (d.list.search ?? [])
    .filter((key) => d.fields[key]?.kind !== 'phone' || digits)
    .flatMap((key) => (d.fields[key]?.translatable ? [key, ...TRANSLATION_LANGUAGES.map((language) => `${key}_${language}`)] : [key]));
  // qualified: a joined table's subquery may have columns of the same names
  const col = (eb: Eb, name: string) => eb.ref(`${tableOf(d)}.${name}`);
  const searched = (eb: Eb, key: string) => {
    const [field, inner] = key.split('.');
    if (inner) return joinedMatch(d, field!, inner, pattern!)(eb);
    return d.fields[key]?.kind === 'phone' ? eb(col(eb, columnOf(d, key)), 'like', `%${digits}%`) : eb(col(eb, columnOf(d, key)), 'ilike', pattern!);
  };
  // an owner column of a joined row (`certificate.agent_id`) is matched through the join
  const scoped = (eb: Eb, { column, value }: ListScope) => {
    const [field, inner] = column.split('.');
    return inner ? joinedMatch(d, field!, inner, value, '=')(eb) : eb(col(eb, column), '=', value);
  };
  return (eb: Eb) =>
    eb.and([
      ...(pattern && d.list.search?.length ? [search.length ? eb.or(search.map((k) => searched(eb, k))) : eb.lit(false)] : []),
      ...scopes.map((scope) => (scope.value == null ? eb.lit(false) : scoped(eb, scope))),
      ...(request.ids ? [request.ids.length ? eb(col(eb, 'id'), 'in', request.ids) : eb.lit(false)] : []),
      ...(d.list.filters ?? []).filter((k) => request[k] !== undefined).map((k) => eb(col(eb, columnOf(d, k)), '=', request[k])),
      ...inRanges(d, request, eb),
    ]);
}

/**
 * The columns a list reads: the id, the declared columns (a group's and hidden ones too: joins and the reply
 * mapping need them), the columns joined records hang from, and the timestamps. Joined and computed fields are
 * not columns.
 */
function listColumns(d: ResourceDeclaration): string[] {
  const of = (fields: Record<string, Field>): string[] =>
    Object.entries(fields).flatMap(([key, f]) => {
      if (f.kind === 'join') return f.one ? [f.one.from] : [];
      if (!isColumn(f)) return [];
      return f.kind === 'group' ? of(f.fields) : [f.column ?? key];
    });
  return [...new Set(['id', ...of(d.fields), ...(d.timestamps ? ['created_at', 'updated_at'] : [])])];
}

/** The columns a list is narrowed to one value of: its scopes on its own table, its equality filters given. */
function narrowedColumns(d: ResourceDeclaration, request: ListRequest, scopes: readonly ListScope[]): Set<string> {
  const filters = (d.list.filters ?? []).filter((key) => request[key] !== undefined).map((key) => columnOf(d, key));
  return new Set([...scopes.filter((scope) => scope.value != null && !scope.column.includes('.')).map((scope) => scope.column), ...filters]);
}

/** The sort column in the page's direction, its nulls where the declaration's `list.nulls` puts them (`greatest`: as PostgreSQL does). */
function sortOrder(d: ResourceDeclaration, request: ListRequest) {
  const nulls = d.list.nulls?.[request.sort];
  return (ob: OrderByItemBuilder) => {
    const sorted = request.order === 'ASC' ? ob.asc() : ob.desc();
    return nulls === 'last' ? sorted.nullsLast() : nulls === 'first' ? sorted.nullsFirst() : sorted;
  };
}

/**
 * One page: ties broken by id in the page's direction, so a (column, id) index gives the order either way (a
 * declared nulls order against the direction's own takes a sort instead); past the first page the page's ids
 * first (skipping rows over the index reads no table rows), then their rows.
 */
export async function listRows(db: Db, d: ResourceDeclaration, request: ListRequest, scopes: readonly ListScope[] = []): Promise<ListReply<Row>> {
  const any = db as unknown as AnyDb;
  const table = tableOf(d);
  const filtered = any.selectFrom(table).where(matching(d, request, scopes));
  const direction = request.order === 'ASC' ? 'asc' : 'desc';
  const sort = columnOf(d, request.sort);
  const order = sortOrder(d, request);
  const offset = offsetOf(request);
  const columns = listColumns(d);
  // OFFSET 0 keeps the planner from pushing the narrowing into a walk of the sort's index (list-order.ts); the
  // subquery takes the table's name, so the order and the page below read it as they would read the table
  const source = readsNarrowedFirst(d.list.indexes, narrowedColumns(d, request, scopes), sort)
    ? (any.selectFrom(filtered.select([...new Set([...columns, sort])]).offset(0).as(table)) as unknown as typeof filtered)
    : filtered;
  const ids = source.select('id').orderBy(sort, order).orderBy('id', direction).limit(request.perPage).offset(offset);
  const page = offset > 0
    ? any.selectFrom(table).select(columns).where('id', 'in', ids)
    : source.select(columns).limit(request.perPage);
  // the planner's estimate beside the page: it sizes a large list without counting it
  const [rows, estimate] = await Promise.all([page.orderBy(sort, order).orderBy('id', direction).execute(), estimatedRows(db, filtered)]);
  const total = await listTotal(db, filtered, { offset, perPage: request.perPage, rows: rows.length }, estimate);
  return { data: rows, total, perPage: request.perPage, page: request.page };
}

const found = (row: Row | undefined): Row => {
  if (!row) throw notFound();
  return row;
};

export async function oneRow(db: Db, d: ResourceDeclaration, id: string) {
  return found(await (db as unknown as AnyDb).selectFrom(tableOf(d)).selectAll().where('id', '=', id).executeTakeFirst());
}

/** One row locked for the transaction's change (FOR UPDATE): its audit 'before' is the row the change replaced. */
export async function lockedRow(db: Db, d: ResourceDeclaration, id: string) {
  return found(await (db as unknown as AnyDb).selectFrom(tableOf(d)).selectAll().where('id', '=', id).forUpdate().executeTakeFirst());
}

/**
 * unique_violation on a declared `unique` field: 409 with its text (`validation.<unique>` of its texts) under it. The field is the one whose
 * column the violation's key names (`Key (lower(code))=…`), or the only unique field.
 */
function uniqueConflict(d: ResourceDeclaration, error: unknown) {
  const unique = Object.entries(d.fields).filter(([, f]) => f.unique);
  const key = /^Key \((.*)\)=/.exec((error as { detail?: string }).detail ?? '')?.[1] ?? '';
  const named = unique.filter(([k, f]) => new RegExp(`\\b${f.column ?? k}\\b`).test(key));
  const [field, f] = (named.length === 1 ? named : unique.length === 1 ? unique : [])[0] ?? [];
  if (!field || !f) return conflict();
  const text = (typeof f.unique === 'string' ? `${d.name}.${f.unique}` : 'validation.taken') as MessageKey;
  return conflict({ [field]: text }, text);
}

/**
 * foreign_key_violation on a write: a referenced record that does not exist (a category id nobody has), 400 under
 * the field whose column the violation's key names (`Key (category_id)=(…) is not present`).
 */
function missingReference(d: ResourceDeclaration, error: unknown) {
  const column = /^Key \((\w+)\)=/.exec((error as { detail?: string }).detail ?? '')?.[1] ?? '';
  const field = Object.entries(d.fields).find(([k, f]) => (f.column ?? k) === column)?.[0] ?? (column || 'id');
  return badRequest({ [field]: 'error.notFound' });
}

async function writing<T>(d: ResourceDeclaration, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw uniqueConflict(d, error);
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw missingReference(d, error);
    throw error;
  }
}

export async function insertRow(db: Db, d: ResourceDeclaration, columns: Row) {
  return writing(d, () => (db as unknown as AnyDb).insertInto(tableOf(d)).values(columns).returningAll().executeTakeFirstOrThrow());
}

export async function updateRow(db: Db, d: ResourceDeclaration, id: string, columns: Row) {
  const set = d.timestamps ? { ...columns, updated_at: new Date() } : columns;
  const row = await writing(d, () => (db as unknown as AnyDb).updateTable(tableOf(d)).set(set).where('id', '=', id).returningAll().executeTakeFirst());
  return found(row);
}

/** restrict_violation (ON DELETE RESTRICT) and foreign_key_violation (NO ACTION): the record is still used. */
const STILL_REFERENCED = new Set([RESTRICT_VIOLATION, FOREIGN_KEY_VIOLATION]);

export async function deleteRow(db: Db, d: ResourceDeclaration, id: string, inUse: MessageKey = 'error.conflict') {
  try {
    return found(await (db as unknown as AnyDb).deleteFrom(tableOf(d)).where('id', '=', id).returningAll().executeTakeFirst());
  } catch (error) {
    if (STILL_REFERENCED.has(pgCode(error))) throw conflict(undefined, inUse);
    throw error;
  }
}
