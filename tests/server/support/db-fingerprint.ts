import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';

/** Per table of the public schema: how many rows were written to it so far. */
export type DbFingerprint = Record<string, string>;

const COUNTER_TABLE = 'test_table_writes';
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Counts every row written to a table of the public schema (triggers on the test's own database copy), so a test can
 * tell whether a request changed any data at all: an insert or delete counts, an update counts when the row's
 * values differ, a truncate counts. A write that is rolled back takes its count with it. Reading the counts is
 * one small query, where hashing every table around each of the fuzz suites' thousands of probes was most of their
 * time. `ignore` names tables a request legitimately writes even when it is refused (e.g. a login journal).
 */
export async function fingerprintReader(db: Db, ignore: readonly string[] = []): Promise<() => Promise<DbFingerprint>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> ${COUNTER_TABLE} order by table_name`.execute(db);
  const watched = tables.map((table) => table.name).filter((name) => !ignore.includes(name));
  await sql`create table if not exists ${sql.id(COUNTER_TABLE)} (name text primary key, writes bigint not null default 0)`.execute(db);
  await sql`
    create or replace function test_count_write() returns trigger language plpgsql as $$
    begin
      update test_table_writes set writes = writes + 1 where name = tg_table_name;
      return null;
    end $$`.execute(db);
  for (const name of watched) {
    const table = sql.raw(`public.${quoteIdent(name)}`);
    await sql`insert into ${sql.id(COUNTER_TABLE)} (name) values (${name}) on conflict do nothing`.execute(db);
    await sql`create or replace trigger test_count_rows after insert or delete on ${table} for each row execute function test_count_write()`.execute(db);
    await sql`create or replace trigger test_count_updates after update on ${table} for each row when (old.* is distinct from new.*) execute function test_count_write()`.execute(db);
    await sql`create or replace trigger test_count_truncate after truncate on ${table} for each statement execute function test_count_write()`.execute(db);
  }
  return async () => {
    const { rows } = await sql<{ name: string; writes: string }>`select name, writes::text as writes from ${sql.id(COUNTER_TABLE)}`.execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, row.writes]));
  };
}

/** The tables whose fingerprint differs, for a readable failure message. */
export function changedTables(before: DbFingerprint, after: DbFingerprint): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
