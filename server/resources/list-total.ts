/** The total of a declared list without counting a large table (decision C5/scale-total, as the certificate list). */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../db/database';
import { plannerRows } from '../db/planner-rows';

/** Counted exactly up to here; past it the total is the planner's estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;

// the table is known from the declaration only at run time (as in store.ts)
type Filtered = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>;

export interface PageRead {
  offset: number;
  perPage: number;
  rows: number;
}

/**
 * Exact when the page shows the end of the list; the planner's estimate when it is well past the limit;
 * otherwise counted with LIMIT 10 001 and, past 10 000, the estimate (at least 10 001).
 */
export async function listTotal(db: Db, filtered: Filtered, page: PageRead, estimated: number): Promise<number> {
  const { offset, perPage, rows } = page;
  if (rows < perPage && (rows > 0 || offset === 0)) return offset + rows;
  const atLeast = offset + rows;
  if (estimated > 2 * EXACT_TOTAL_LIMIT) return Math.max(atLeast, Math.round(estimated));
  const bounded = filtered.select(sql<number>`1`.as('one')).limit(EXACT_TOTAL_LIMIT + 1).as('m');
  const { n } = await db.selectFrom(bounded).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const counted = Number(n);
  return counted <= EXACT_TOTAL_LIMIT ? counted : Math.max(EXACT_TOTAL_LIMIT + 1, atLeast, Math.round(estimated));
}

/** The planner's estimate of the filtered rows (EXPLAIN: nothing runs). */
export const estimatedRows = (db: Db, filtered: Filtered) => plannerRows(db, filtered.select(sql<number>`1`.as('one')));
