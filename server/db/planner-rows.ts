import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database';

/** The planner's row estimate for a query (EXPLAIN, nothing runs). */
export async function plannerRows(db: Pick<Db, 'executeQuery'>, query: Compilable): Promise<number> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]));
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: { 'Plan Rows': number } }[];
  return Number(parsed[0]?.Plan['Plan Rows'] ?? 0);
}
