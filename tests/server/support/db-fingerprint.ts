import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';

/** Per table of the public schema: its row count and an order-independent hash of its rows. */
export type DbFingerprint = Record<string, string>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Fingerprints every table of the public schema in one query, so a test can tell whether a request
 * changed any data at all (inserts and deletes change the count, updates change the hash).
 * `ignore` names tables a request legitimately writes even when it is refused (e.g. a login journal).
 */
export async function fingerprintReader(db: Db, ignore: readonly string[] = []): Promise<() => Promise<DbFingerprint>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const watched = tables.map((table) => table.name).filter((name) => !ignore.includes(name));
  const query = watched
    .map((name) => `select '${name}' as name, count(*) || ':' || coalesce(sum(hashtext(t::text)), 0) as print from public.${quoteIdent(name)} t`)
    .join(' union all ');
  return async () => {
    const { rows } = await sql<{ name: string; print: string }>`${sql.raw(query)}`.execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, row.print]));
  };
}

/** The tables whose fingerprint differs, for a readable failure message. */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
