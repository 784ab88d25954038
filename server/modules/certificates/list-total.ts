import { sql } from 'kysely';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { plannerRows } from '../../db/planner-rows';
import type { RequestUser } from '../auth/tokens';
import { countUpTo, matchAll } from './list-shapes';
import type { CertificatesQuery, NameSearch, SearchPlan } from './name-search';

/** Filtered lists are counted exactly up to here; past it the total is an estimate (decision C5/scale-total). */
export const EXACT_TOTAL_LIMIT = 10_000;

export interface CertificateCounts {
  /** Every certificate, and those the user may see. */
  all: number;
  scope: number;
}

/** Both totals from the counters the triggers of migration 0070 keep, without counting the table. */
export async function maintainedCounts(db: Db, user: RequestUser): Promise<CertificateCounts> {
  const admin = isAdminNotAgent(user.roles);
  const scope = admin ? sql`true` : user.agentId ? sql`agent_key = ${user.agentId}` : sql`false`;
  const { rows } = await sql<{ all: number | string; scope: number | string }>`
    select coalesce(sum(total), 0) as all, coalesce(sum(total) filter (where ${scope}), 0) as scope from certificate_counts
  `.execute(db);
  return { all: Number(rows[0]?.all ?? 0), scope: Number(rows[0]?.scope ?? 0) };
}

export interface TotalInput {
  base: CertificatesQuery;
  searches: NameSearch[];
  plan: SearchPlan;
  counts: () => Promise<CertificateCounts>;
  /** Filters besides the name searches. */
  otherFilters: boolean;
  /** The page as read: its offset and rows. */
  offset: number;
  perPage: number;
  rows: number;
}

/**
 * The total of a filtered list: exact when the page shows the end, or from the names dictionary for an admin's
 * lone name search, or counted up to EXACT_TOTAL_LIMIT; past that, an estimate (the scope's rows, or the
 * planner's estimate under other filters, times each name search's share of all certificates).
 */
export async function filteredTotal(db: Db, user: RequestUser, input: TotalInput): Promise<number> {
  const { searches, offset, rows } = input;
  if (rows < input.perPage && (rows > 0 || offset === 0)) return offset + rows;
  const lone = searches.length === 1 && !input.otherFilters && isAdminNotAgent(user.roles) ? searches[0].size : undefined;
  if (lone) return lone.matches;
  const estimate = async () => {
    const counts = await input.counts();
    // a search the dictionary did not size is left to the planner's estimate, as other filters are
    const unsized = searches.filter((search) => !search.size);
    const filtered = unsized.length ? input.base.where(matchAll('certificates', unsized)) : input.base;
    const rowsInScope = input.otherFilters || unsized.length ? await plannerRows(db, filtered.select(sql<number>`1`.as('one'))) : counts.scope;
    const share = searches.reduce((product, { size }) => product * (size ? Math.min(1, size.matches / Math.max(counts.all, 1)) : 1), 1);
    return Math.min(counts.scope, Math.round(rowsInScope * share));
  };
  // counting a common name in a large scope could read most of it: when the estimate is well past the limit, it is the answer
  const large = searches.length > 0 && input.plan.kind !== 'names' && (await input.counts()).scope > 2 * EXACT_TOTAL_LIMIT;
  const early = large ? await estimate() : undefined;
  if (early !== undefined && early > 2 * EXACT_TOTAL_LIMIT) return early;
  const counted = await countUpTo(db, input.base, searches, input.plan, EXACT_TOTAL_LIMIT + 1);
  if (counted <= EXACT_TOTAL_LIMIT) return counted;
  return Math.max(EXACT_TOTAL_LIMIT + 1, early ?? (await estimate()));
}
