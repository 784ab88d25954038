/** The generic Kysely queries behind a declared resource's routes. */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { ListReply } from '../../common/errors';
import { type ResourceDeclaration, tableOf } from '../../common/resource';
import type { Db } from '../db/database';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, pgCode } from '../db/pg-errors';
import { conflict, notFound } from '../http/errors';
import { containsPattern, offsetOf } from '../http/list';
import type { MessageKey } from '../i18n/messages';

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

function matching(d: ResourceDeclaration, request: ListRequest, scopes: readonly ListScope[]) {
  const pattern = containsPattern(request.q);
  const search = d.list.search ?? [];
  return (eb: Eb) =>
    eb.and([
      ...(pattern && search.length ? [eb.or(search.map((k) => eb(eb.ref(columnOf(d, k)), 'ilike', pattern)))] : []),
      ...scopes.map((scope) => (scope.value == null ? eb.lit(false) : eb(eb.ref(scope.column), '=', scope.value))),
      ...(request.ids ? [request.ids.length ? eb(eb.ref('id'), 'in', request.ids) : eb.lit(false)] : []),
      ...(d.list.filters ?? []).filter((k) => request[k] !== undefined).map((k) => eb(eb.ref(columnOf(d, k)), '=', request[k])),
    ]);
}

export async function listRows(db: Db, d: ResourceDeclaration, request: ListRequest, scopes: readonly ListScope[] = []): Promise<ListReply<Row>> {
  const any = db as unknown as AnyDb;
  const table = tableOf(d);
  const where = matching(d, request, scopes);
  const direction = request.order === 'ASC' ? 'asc' : 'desc';
  const [count, rows] = await Promise.all([
    any.selectFrom(table).where(where).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    any
      .selectFrom(table)
      .selectAll()
      .where(where)
      .orderBy(columnOf(d, request.sort), direction)
      .orderBy('id')
      .limit(request.perPage)
      .offset(offsetOf(request))
      .execute(),
  ]);
  return { data: rows, total: Number(count.total), perPage: request.perPage, page: request.page };
}

const found = (row: Row | undefined): Row => {
  if (!row) throw notFound();
  return row;
};

export async function oneRow(db: Db, d: ResourceDeclaration, id: string) {
  return found(await (db as unknown as AnyDb).selectFrom(tableOf(d)).selectAll().where('id', '=', id).executeTakeFirst());
}

export async function insertRow(db: Db, d: ResourceDeclaration, columns: Row) {
  return (db as unknown as AnyDb).insertInto(tableOf(d)).values(columns).returningAll().executeTakeFirstOrThrow();
}

export async function updateRow(db: Db, d: ResourceDeclaration, id: string, columns: Row) {
  const set = d.timestamps ? { ...columns, updated_at: new Date() } : columns;
  const row = await (db as unknown as AnyDb).updateTable(tableOf(d)).set(set).where('id', '=', id).returningAll().executeTakeFirst();
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
