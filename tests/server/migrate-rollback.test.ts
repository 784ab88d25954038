import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { openTestDatabase } from './helper';

/** Issue 28, rollback: the previous release starts on a database a newer release migrated (docs/operations.md). */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => opened?.drop());

describe('migrateToLatest', () => {
  it('applies every migration once, then nothing', async () => {
    const db = opened.database.db;
    expect((await migrateToLatest(db)).length).toBeGreaterThan(40);
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('starts on a newer release’s schema, saying so, when it holds every migration of this one', async () => {
    const db = opened.database.db;
    await sql`insert into kysely_migration (name, timestamp) values ('9990-from-a-newer-release', now())`.execute(db);
    const lines: string[] = [];
    expect(await migrateToLatest(db, (line) => lines.push(line))).toEqual([]);
    expect(lines).toEqual(['the database is migrated by a newer release (9990-from-a-newer-release): starting on its schema']);
  });

  it('refuses a database of another line of releases, which lacks one of this release’s migrations', async () => {
    const db = opened.database.db;
    const { rows } = await sql<{ name: string }>`select name from kysely_migration where name < '9990' order by name desc limit 1`.execute(db);
    await sql`delete from kysely_migration where name = ${rows[0].name}`.execute(db);
    await expect(migrateToLatest(db)).rejects.toThrow(`lacks this one's (${rows[0].name})`);
  });
});
