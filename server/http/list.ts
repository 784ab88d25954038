import { Type } from 'typebox';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '../../common/errors';

/** Query parameters every list route takes (documented once, spread into each route's querystring). */
export function listQuery<S extends string>(sortFields: readonly S[], defaultPerPage = DEFAULT_PER_PAGE) {
  return {
    page: Type.Integer({ minimum: 1, default: 1, description: 'Page number, from 1' }),
    perPage: Type.Integer({ minimum: 1, maximum: MAX_PER_PAGE, default: defaultPerPage, description: 'Rows per page' }),
    sort: Type.Union(sortFields.map((field) => Type.Literal(field)), { default: sortFields[0], description: 'Sort field' }),
    order: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')], { default: 'DESC', description: 'Sort order' }),
  };
}

/** The list reply `{ data, total, perPage, page }` around a row schema. */
export function listReply<T extends ReturnType<typeof Type.Object>>(row: T) {
  return Type.Object({
    data: Type.Array(row),
    total: Type.Integer({ minimum: 0 }),
    perPage: Type.Integer({ minimum: 1 }),
    page: Type.Integer({ minimum: 1 }),
  });
}

export interface Paging {
  page: number;
  perPage: number;
}

export const offsetOf = ({ page, perPage }: Paging) => (page - 1) * perPage;

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
 * The digits of a search text that reads as a phone number (digits, spaces, + ( ) -), to match stored
 * phones by substring; undefined for any other text, whose digits (a name with a number) are no phone.
 */
export function phoneDigits(q: string | undefined): string | undefined {
  const text = q?.trim();
  if (!text || !/^[\d\s()+-]+$/.test(text)) return undefined;
  return text.replace(/\D/g, '') || undefined;
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
