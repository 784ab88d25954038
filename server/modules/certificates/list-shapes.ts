import { type AliasedSelectQueryBuilder, type OrderByItemBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { type CertificatesQuery, DICTIONARY_FIELD, type NameSearch, type PageOrder, type SearchPlan } from './name-search';

/** Every search's ILIKE on the rows of `table`. */
export const matchAll = (table: string, searches: NameSearch[]) =>
  sql<boolean>`${sql.join(
    searches.map(({ field, pattern }) => sql`${sql.ref(`${table}.${field}`)} ilike ${pattern}`),
    sql` and `,
  )}`;

const sameName = (driver: NameSearch) => sql<boolean>`${sql.ref(`certificates.${driver.field}`)} = n.name`;

function matchingNames(db: Db, driver: NameSearch) {
  return db
    .selectFrom('certificate_names as n')
    .where('n.field', '=', DICTIONARY_FIELD[driver.field])
    .where('n.key', 'like', sql<string>`lower(${driver.pattern})`);
}

/** ORDER BY one column in the page's direction, NULLS LAST on nullable columns. */
export const orderOf = (order: PageOrder) => (ob: OrderByItemBuilder) => {
  const sorted = order.direction === 'asc' ? ob.asc() : ob.desc();
  return order.nullsLast ? sorted.nullsLast() : sorted;
};

/** The ids of the page, in order, from `base` (scope and other filters) and the name searches. */
export function pageIds(db: Db, base: CertificatesQuery, searches: NameSearch[], plan: SearchPlan, order: PageOrder) {
  const sortKey = sql.ref(`certificates.${order.sort}`);
  const sorted = base.orderBy(sortKey, orderOf(order)).orderBy('certificates.id', order.direction);
  if (plan.kind === 'names') {
    const others = searches.filter((search) => search !== plan.driver);
    // each name's first `depth` rows (the index's own order for the default sort), then the page among them
    const perName = (others.length ? sorted.where(matchAll('certificates', others)) : sorted)
      .where(sameName(plan.driver))
      .select(['certificates.id', sortKey.as('sort_key')])
      .limit(order.offset + order.perPage);
    return matchingNames(db, plan.driver)
      .innerJoinLateral(perName.as('c'), (join) => join.onTrue())
      .select('c.id')
      .orderBy(sql.ref('c.sort_key'), orderOf(order))
      .orderBy('c.id', order.direction)
      .limit(order.perPage)
      .offset(order.offset);
  }
  if (searches.length === 0) return sorted.select('certificates.id').limit(order.perPage).offset(order.offset);
  // OFFSET 0 keeps the name test out of the scan below it, so it is never answered from the trigram index of the
  // certificates (65–85 ms at 1M whatever the name)
  const columns = ['certificates.id', sortKey.as('sort_key'), 'certificates.client_name', 'certificates.agent_name'] as const;
  if (plan.kind === 'walk') {
    // no ORDER BY out here (the rows come in the walk's order, and the page is sorted again when read), or the
    // planner would plan the walk for every row rather than for the first ones and sort the scope instead
    const walked = sorted.select(columns).offset(0);
    return db.selectFrom(walked.as('w')).select('w.id').where(matchAll('w', searches)).limit(order.perPage).offset(order.offset);
  }
  // no index gives the order: the scope's rows, then the top of those that match
  const hashNames = plan.kind === 'filter' && plan.hashNames;
  return db
    .selectFrom(base.select(columns).offset(0).as('w'))
    .select('w.id')
    .where((eb) =>
      hashNames ? eb.and(searches.map((search) => eb(sql.ref(`w.${search.field}`), 'in', matchingNames(db, search).select('n.name')))) : matchAll('w', searches),
    )
    .orderBy(sql.ref('w.sort_key'), orderOf(order))
    .orderBy('w.id', order.direction)
    .limit(order.perPage)
    .offset(order.offset);
}

const countOf = async (db: Db, rows: AliasedSelectQueryBuilder<object, 'm'>) =>
  Number((await db.selectFrom(rows).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** How many rows match, counting no further than `limit` (in the plan's shape, without its order). */
export function countUpTo(db: Db, base: CertificatesQuery, searches: NameSearch[], plan: SearchPlan, limit: number) {
  const one = sql<number>`1`.as('one');
  if (plan.kind === 'names') {
    const others = searches.filter((search) => search !== plan.driver);
    const perName = (others.length ? base.where(matchAll('certificates', others)) : base).where(sameName(plan.driver)).select(one).offset(0);
    return countOf(db, matchingNames(db, plan.driver).innerJoinLateral(perName.as('c'), (join) => join.onTrue()).select('c.one').limit(limit).as('m'));
  }
  if (searches.length === 0) return countOf(db, base.select(one).limit(limit).as('m'));
  const scanned = base.select(['certificates.client_name', 'certificates.agent_name']).offset(0);
  return countOf(db, db.selectFrom(scanned.as('w')).select(one).where(matchAll('w', searches)).limit(limit).as('m'));
}
