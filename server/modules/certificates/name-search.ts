import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
import { containsPattern } from '../../http/list';
import type { CertificateListQuery } from './schemas';

export type CertificatesQuery = SelectQueryBuilder<DB, 'certificates', object>;

/** The list's name searches and the field each is kept under in the names dictionary (migration 0120). */
export const DICTIONARY_FIELD = { client_name: 'client', agent_name: 'agent' } as const;
export type NameField = keyof typeof DICTIONARY_FIELD;
export const NAME_FIELDS = Object.keys(DICTIONARY_FIELD) as NameField[];

export interface NameSearch {
  field: NameField;
  /** The ILIKE pattern of the search text. */
  pattern: string;
  /**
   * Distinct names that match and the certificates that carry them (in every scope), from the dictionary; none
   * for a text without three letters or digits in a row, which its trigram index cannot look up (the whole
   * dictionary would be read, for a text that matches most names anyway).
   */
  size?: { names: number; matches: number };
}

const LOOKS_UP = /[\p{L}\p{N}]{3}/u;

/** The page's order and depth. */
export interface PageOrder {
  sort: string;
  direction: 'asc' | 'desc';
  nullsLast: boolean;
  perPage: number;
  offset: number;
}

/** The name searches of a list query, sized from the names dictionary (its trigram index, one query for both). */
export async function lookUpNames(db: Db, query: CertificateListQuery): Promise<NameSearch[]> {
  const searches = NAME_FIELDS.flatMap((field) => (query[field] ? [{ field, pattern: containsPattern(query[field]) ?? '%' }] : []));
  const sized = searches.filter(({ field }) => LOOKS_UP.test(query[field] ?? ''));
  if (sized.length === 0) return searches;
  const rows = await db
    .selectFrom('certificate_names')
    .select((eb) => ['field', eb.fn.countAll<number>().as('names'), eb.fn.coalesce(eb.fn.sum<number>('certificates'), sql<number>`0`).as('matches')])
    .where((eb) => eb.or(sized.map(({ field, pattern }) => eb.and([eb('field', '=', DICTIONARY_FIELD[field]), eb('key', 'like', sql<string>`lower(${pattern})`)]))))
    .groupBy('field')
    .execute();
  return searches.map((search) => {
    if (!sized.includes(search)) return search;
    const row = rows.find((r) => r.field === DICTIONARY_FIELD[search.field]);
    return { ...search, size: { names: Number(row?.names ?? 0), matches: Number(row?.matches ?? 0) } };
  });
}

/** Relative costs, a table row read through an index being 1: an index-only entry, a name's index descent, a scanned row. */
const INDEX_ENTRY_COST = 0.1;
const DESCENT_COST = 3;
const SCANNED_ROW_COST = 0.1;

/**
 * Whether an index gives the page's order in the user's scope: (created_at) and (cost), per agent too; in a scope
 * not narrowed to some agents also every other sort's: (number), the (column, id) ones of migration 0145 and the
 * name indexes, a nullable column's values and nulls read apart (list-shapes.ts). Narrowed, the scope's rows are
 * read and sorted: an agent's rows lie wherever its name sorts, and the walk would filter the index up to there.
 */
export function walksAnIndex(order: PageOrder, agentScoped: boolean): boolean {
  return order.sort === 'created_at' || order.sort === 'cost' || !agentScoped;
}

export interface SearchScope {
  /** Certificates in all, and those the user may see. */
  all: number;
  scope: number;
  /** The agent's own list, or the agent or partner filter: the scope is some agents' certificates. */
  agentScoped: boolean;
  /** Filters besides the name searches (read from the table row by row). */
  otherFilters: boolean;
}

const sizeOf = (search: NameSearch) => search.size ?? { names: Number.POSITIVE_INFINITY, matches: Number.POSITIVE_INFINITY };

/** How the page finds its rows (planSearch). */
export type SearchPlan = { kind: 'names'; driver: NameSearch } | { kind: 'walk' } | { kind: 'filter'; hashNames?: boolean };

/**
 * How the page finds its rows: through the names of one search (the dictionary's matching names, then each name's
 * certificates through the name index); by walking an index in the page's order and keeping the rows that match,
 * about depth × all ÷ matches rows until the page is full (cheap for a common name, everything for a rare one);
 * or, without such an index, by scanning the scope and sorting the rows that match.
 */
export function planSearch(searches: NameSearch[], scope: SearchScope, order: PageOrder): SearchPlan {
  const walks = walksAnIndex(order, scope.agentScoped);
  const sized = searches.filter((search) => search.size);
  if (sized.length === 0) return walks ? { kind: 'walk' } : { kind: 'filter' };
  const driver = sized.reduce((a, b) => (sizeOf(b).matches < sizeOf(a).matches ? b : a));
  const { names, matches } = sizeOf(driver);
  const depth = order.offset + order.perPage;
  // the name index holds (name, created_at, id), the client one the agent too: no table reads, depth per name at most
  const indexOnly =
    !scope.otherFilters &&
    searches.length === 1 &&
    (order.sort === 'created_at' || order.sort === driver.field) &&
    (!scope.agentScoped || driver.field === 'client_name');
  const entries = order.sort === 'created_at' && indexOnly ? Math.min(matches, names * depth) : matches;
  const byNames = entries * (indexOnly ? INDEX_ENTRY_COST : 1) + names * DESCENT_COST;
  if (walks) return byNames <= Math.min(scope.scope, (depth * scope.all) / Math.max(matches, 1)) ? { kind: 'names', driver } : { kind: 'walk' };
  if (byNames <= scope.scope * SCANNED_ROW_COST) return { kind: 'names', driver };
  // a hash of the matching names tests a row some ten times faster than ILIKE on Cyrillic, once the names are read
  const hashed = sized.length === searches.length && scope.scope > 10 * sized.reduce((sum, search) => sum + sizeOf(search).names, 0);
  return { kind: 'filter', hashNames: hashed };
}
