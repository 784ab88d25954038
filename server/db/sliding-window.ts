import { type Kysely, sql } from 'kysely';
import type { DB } from './schema';

/** A log of events with their time, counted per value of one of its columns. */
type EventLog = { auth_codes: 'target' | 'ip' | 'purpose'; message_sends: 'certificate_id' | 'sender_id' };

/**
 * Sliding-window limit: seconds until the `max`-th newest event of `column = value` (and each of `also`) within
 * the window leaves it, or 0 while fewer than `max` are in it.
 */
export async function secondsUntilBelow<T extends keyof EventLog>(
  db: Kysely<DB>,
  table: T,
  column: EventLog[T],
  value: string,
  max: number,
  windowSeconds: number,
  also: readonly { column: EventLog[T]; value: string }[] = [],
): Promise<number> {
  const andAlso = sql.join(also.map((c) => sql`and ${sql.ref(c.column)} = ${c.value}`), sql` `);
  const { rows } = await sql<{ wait: number }>`
    select ceil(extract(epoch from created_at + make_interval(secs => ${windowSeconds}) - now()))::int as wait
    from ${sql.table(table)}
    where ${sql.ref(column)} = ${value} ${andAlso} and created_at > now() - make_interval(secs => ${windowSeconds})
    order by created_at desc offset ${max - 1} limit 1`.execute(db);
  return rows[0] ? Math.max(1, rows[0].wait) : 0;
}
