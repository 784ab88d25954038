import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbFingerprint, changedTables, fingerprintReader } from './support/db-fingerprint';
import { openSeededDatabase } from './helper';

// The fuzz suites' "a refused write changes no table" rests on this detector: it must see every kind of write.
let opened: Awaited<ReturnType<typeof openSeededDatabase>>;
let read: () => Promise<DbFingerprint>;

beforeAll(async () => {
  opened = await openSeededDatabase();
  read = await fingerprintReader(opened.database.db, ['login_history']);
});
afterAll(async () => opened?.drop());

const db = () => opened.database.db;

describe('the database write detector of the fuzz suites', () => {
  it('sees an update that changes a value, and not one that leaves the row as it was', async () => {
    const before = await read();
    await sql`update clients set name = name where id = (select id from clients order by id limit 1)`.execute(db());
    expect(changedTables(before, await read())).toEqual([]);
    await sql`update clients set name = name || ' x' where id = (select id from clients order by id limit 1)`.execute(db());
    expect(changedTables(before, await read())).toContain('clients');
  });

  it('forgets a rolled-back write and leaves out an ignored table', async () => {
    const before = await read();
    await db()
      .transaction()
      .execute(async (trx) => {
        const { numAffectedRows } = await sql`update clients set name = name || ' y' where id = (select id from clients order by id desc limit 1)`.execute(trx);
        expect(numAffectedRows).toBe(1n);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    expect(changedTables(before, await read())).toEqual([]);
    await sql`delete from login_history`.execute(db());
    expect(changedTables(before, await read())).toEqual([]);
  });
});
