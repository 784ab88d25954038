import { type AliasedSelectQueryBuilder, type OrderByItemBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DB } from '../../db/schema';
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

/** Rows of the page's candidates: their id and sort key. */
type Candidates = SelectQueryBuilder<DB & Record<string, Record<string, unknown>>, never, { id: string; sort_key: unknown }>;

/**
 * The page among the rows `pick` takes, in index order, from the scope: whole for a NOT NULL sort column; for a
 * nullable one its values first, then its nulls only when the values fill less than the page's depth. Each part
 * is in (column, id) order in the page's direction, which the (column, id) index gives both ways; ORDER BY
 * column DESC NULLS LAST has no index (migration 0145). The ids come in no particular order.
 */
function inIndexOrder(db: Db, base: CertificatesQuery, order: PageOrder, pick: (ordered: CertificatesQuery) => Candidates) {
  const sortKey = sql.ref(`certificates.${order.sort}`);
  const ordered = (part: CertificatesQuery) => part.orderBy(sortKey, order.direction).orderBy('certificates.id', order.direction);
  if (!order.nullsLast) {
    // no ORDER BY out here (the page is sorted again when read), or the planner would plan a walk for every row
    return db.selectFrom(pick(ordered(base)).limit(order.perPage).offset(order.offset).as('p')).select('p.id');
  }
  const depth = order.offset + order.perPage;
  const values = pick(ordered(base.where(sql<boolean>`${sortKey} is not null`))).limit(depth);
  const nulls = pick(ordered(base.where(sql<boolean>`${sortKey} is null`))).limit(depth);
  const both = sql<{ id: string; sort_key: unknown }>`(select id, sort_key from page_values union all
    select id, sort_key from (${nulls}) n where (select count(*) from page_values) < ${depth})`;
  return db
    .with('page_values', () => values)
    .selectFrom(both.as('p'))
    .select('p.id')
    .orderBy(sql.ref('p.sort_key'), orderOf(order))
    .orderBy('p.id', order.direction)
    .limit(order.perPage)
    .offset(order.offset);
}

/** The scope's columns a page needs: id, sort key and the searched names (the agent index includes client_name). */
const columnsOf = (order: PageOrder, searches: NameSearch[]) =>
  [sql.ref<string>('certificates.id').as('id'), sql.ref(`certificates.${order.sort}`).as('sort_key'), ...searches.map(({ field }) => sql.ref(`certificates.${field}`).as(field))];

/** The ids of the page, in no particular order, from `base` (scope and other filters) and the name searches. */
export function pageIds(db: Db, base: CertificatesQuery, searches: NameSearch[], plan: SearchPlan, order: PageOrder) {
  const sortKey = sql.ref(`certificates.${order.sort}`);
  if (plan.kind === 'names') {
    const sorted = base.orderBy(sortKey, orderOf(order)).orderBy('certificates.id', order.direction);
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
  const columns = columnsOf(order, searches);
  if (plan.kind === 'walk') {
    if (searches.length === 0) return inIndexOrder(db, base, order, (ordered) => ordered.select(columns.slice(0, 2)) as unknown as Candidates);
    // OFFSET 0 keeps the name test out of the scan below it, so it is never answered from the trigram index of the
    // certificates (65–85 ms at 1M whatever the name)
    return inIndexOrder(
      db,
      base,
      order,
      (ordered) => db.selectFrom(ordered.select(columns).offset(0).as('w')).select(['w.id', 'w.sort_key']).where(matchAll('w', searches)) as unknown as Candidates,
    );
  }
  // no index gives the order in this scope: its rows (the fence keeps the planner off an index in the page's
  // order that it would filter row by row), then the top of those that match
  const hashNames = plan.kind === 'filter' && plan.hashNames;
  const scanned = db.selectFrom(base.select(columns).offset(0).as('w')).select('w.id');
  const matching = searches.length
    ? scanned.where((eb) =>
        hashNames ? eb.and(searches.map((search) => eb(sql.ref(`w.${search.field}`), 'in', matchingNames(db, search).select('n.name')))) : matchAll('w', searches),
      )
    : scanned;
  return matching.orderBy(sql.ref('w.sort_key'), orderOf(order)).orderBy('w.id', order.direction).limit(order.perPage).offset(order.offset);
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
  // only the searched names: an agent's client names are in its index
  const scanned = base.select(searches.map(({ field }) => sql.ref(`certificates.${field}`).as(field))).offset(0);
  return countOf(db, db.selectFrom(scanned.as('w')).select(one).where(matchAll('w', searches)).limit(limit).as('m'));
}
