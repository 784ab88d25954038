import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '../../server/files/file-store';
import { openTestDatabase } from './helper';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/database';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrateToLatest(database.db);
});
afterAll(async () => drop?.());

describe('database file store', () => {
  it('keeps the bytes and the name a user gave, and lists, renames and removes by id', async () => {
    const store = createDatabaseFileStore(database.db);
    const data = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x10]);
    const saved = await store.save({ ownerKind: 'partner-document', ownerId: null, originalName: '../../etc/passwd Договор.pdf', mime: 'application/pdf', data });
    expect(saved).toMatchObject({ size: 7, originalName: '../../etc/passwd Договор.pdf' });
    const read = await store.read(saved.id);
    expect(read.data.equals(data)).toBe(true);
    expect((await store.list('partner-document', null)).map((f) => f.id)).toEqual([saved.id]);
    expect((await store.rename(saved.id, 'Договор_2026.pdf')).originalName).toBe('Договор_2026.pdf');
    await store.remove(saved.id);
    await expect(store.read(saved.id)).rejects.toMatchObject({ statusCode: 404 });
  });
});
