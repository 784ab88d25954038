import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Whether `candidate` is `id` itself or one of its descendants in a self-referencing tree
 * (partners, subdivisions): such a parent would close a cycle.
 */
export async function wouldCycle(db: Db, table: 'partners' | 'subdivisions', id: string, candidate: string): Promise<boolean> {
  if (id === candidate) return true;
  const result = await sql<{ found: boolean }>`
    with recursive below(id) as (
      select id from ${sql.table(table)} where parent_id = ${id}
      union
      select child.id from ${sql.table(table)} child join below on child.parent_id = below.id
    )
    select exists (select 1 from below where id = ${candidate}) as found
  `.execute(db);
  return result.rows[0]?.found ?? false;
}

/** The partner and its ancestors, nearest first. */
export async function partnerLineage(db: Db, partnerId: string): Promise<{ id: string; name: string }[]> {
  const result = await sql<{ id: string; name: string }>`
    with recursive above(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from partners where id = ${partnerId}
      union all
      select p.id, p.name, p.parent_id, above.depth + 1 from partners p join above on p.id = above.parent_id where above.depth < 32
    )
    select id, name from above order by depth
  `.execute(db);
  return result.rows;
}
