import { type Expression, type SqlBool, sql } from 'kysely';
import { type TProperties, Type } from 'typebox';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../common/errors';
import { phoneSearchDigits } from '../../common/phone';
import { asListReply } from './named';

/** Query parameters every list route takes (documented once, spread into each route's querystring). */
export function listQuery<S extends string>(sortFields: readonly S[], defaultPerPage = DEFAULT_PER_PAGE) {
  return {
    page: Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }),
    perPage: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: defaultPerPage, description: 'Rows per page' }),
    sort: Type.Union(sortFields.map((field) => Type.Literal(field)), { default: sortFields[0], description: 'Sort field' }),
    order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC', description: 'Sort order' }),
  };
}

/** A list's query string: paging and sort, a text search `q` (`search` tells where it looks), the list's own filters; nothing else. */
export function searchableListQuery<S extends string, F extends TProperties>(sortFields: readonly S[], search: string, filters: F) {
  return Type.Object(
    { ...listQuery(sortFields), q: Type.Optional(Type.String({ maxLength: 200, description: search })), ...filters },
    { additionalProperties: false },
  );
}

/** The list reply `{ data, total, perPage, page }` around a row schema (the document's `ListPage` with its rows). */
export function listReply<T extends ReturnType<typeof Type.Object>>(row: T) {
  return asListReply(
    Type.Object({
      data: Type.Array(row),
      total: Type.Integer({ minimum: 0, description: 'Rows matching the filters, on every page' }),
      perPage: Type.Integer({ minimum: 1, description: 'Rows per page, as asked' }),
      page: Type.Integer({ minimum: 1, description: 'This page, from 1' }),
    }),
  );
}

export interface Paging {
  page: number;
  perPage: number;
}

export const offsetOf = ({ page, perPage }: Paging) => (page - 1) * perPage;

/** The part of a query builder a page is read with (Kysely's select query). */
interface RowsQuery<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/**
 * One page of a list as its reply `{ data, total, perPage, page }`: the rows (already filtered and ordered) at the
 * page's offset, and the total the count query answers, read side by side.
 */
export async function readPage<Row>(paging: Paging, rows: RowsQuery<Row>, count: { executeTakeFirstOrThrow(): Promise<{ total: number | string | bigint }> }) {
  const [data, counted] = await Promise.all([rows.limit(paging.perPage).offset(offsetOf(paging)).execute(), count.executeTakeFirstOrThrow()]);
  return { data, total: Number(counted.total), perPage: paging.perPage, page: paging.page };
}

export const errorReplies = {
  400: Type.Ref('ErrorBody'),
  401: Type.Ref('ErrorBody'),
  403: Type.Ref('ErrorBody'),
};


/** A search text as an ILIKE pattern that matches it literally anywhere; undefined when there is nothing to search. */
export function containsPattern(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? `%${escapeLike(text)}%` : undefined;
}

/**
 * The digits of a search text that reads as a phone number (digits, spaces, + ( ) -), to match stored phones by
 * substring (a whole number in any form as it is stored: 8 916 123 45 99 → 79161234599); undefined for any other
 * text, whose digits (a name with a number) are no phone.
 */
export function phoneDigits(q: string | undefined): string | undefined {
  const text = q?.trim();
  if (!text || !/^[\d\s()+-]+$/.test(text)) return undefined;
  return phoneSearchDigits(text) || undefined;
}

/**
 * The search of a list of people: `q` anywhere in the `texts` columns, or its digits anywhere in the `phone` column
 * when it reads as a phone number; undefined when there is nothing to search.
 */
export function contactSearch(q: string | undefined, texts: string[], phone: string): Expression<SqlBool> | undefined {
  const pattern = containsPattern(q);
  if (!pattern) return undefined;
  const digits = phoneDigits(q);
  const matches = texts.map((column) => sql<SqlBool>`${sql.ref(column)} ilike ${pattern}`);
  if (digits) matches.push(sql<SqlBool>`${sql.ref(phone)} like ${`%${digits}%`}`);
  return sql<SqlBool>`(${sql.join(matches, sql` or `)})`;
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
