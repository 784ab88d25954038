import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { openTestDatabase } from './helper';

/** Migration 0370 (issue 23): the blocks a database holds become holds of the authority they recorded. */
let opened: { database: Database; drop(): Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 0370, not the typed one
const raw = () => opened.database.db as unknown as Kysely<any>;

beforeAll(async () => {
  opened = await openTestDatabase();
  const { error } = await new Migrator({ db: raw(), provider: { getMigrations: async () => migrations } }).migrateTo('0350-sales-rollup-years');
  if (error) throw error;
});
afterAll(async () => opened?.drop());

async function certificate(blocked: boolean, type: string | null, role: string | null, by: string | null = null): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    insert into certificates (period, cost, status, blocked, blocked_type, block_date, blocked_by, blocked_by_role)
    values (12, 1000, 'ACTIVE', ${blocked}, ${type}, ${blocked ? new Date('2026-01-05T10:00:00Z') : null}, ${by}, ${role})
    returning id`.execute(raw());
  return rows[0]!.id;
}

describe('migration 0370-certificate-holds', () => {
  it('turns each block into one hold and leaves unblocked certificates without any', async () => {
    const { rows } = await sql<{ id: string }>`insert into users (login, name, roles) values ('holds-admin', 'Admin', '{ADMIN}') returning id`.execute(raw());
    const adminId = rows[0]!.id;
    const byAdmin = await certificate(true, 'FRAUD', 'ADMIN', adminId);
    const bySystem = await certificate(true, 'NON_PAYMENT', 'SYSTEM');
    const unrecorded = await certificate(true, 'OTHER', null);
    const unrecordedMiss = await certificate(true, 'NON_PAYMENT', null);
    await sql`insert into credit_instalments (certificate_id, number, due_date, amount, blocked_at) values (${unrecordedMiss}, 2, '2026-01-01', 100, now())`.execute(raw());
    const free = await certificate(false, null, null);

    await migrateToLatest(raw());

    const holds = await sql<{ certificate_id: string; authority: string; reason: string; held_by: string | null; held_since: Date }>`
      select certificate_id, authority, reason, held_by, held_since from certificate_holds`.execute(raw());
    const byId = Object.fromEntries(holds.rows.map((hold) => [hold.certificate_id, hold]));
    expect(holds.rows).toHaveLength(4);
    expect(byId[byAdmin]).toMatchObject({ authority: 'ADMIN', reason: 'FRAUD', held_by: adminId });
    expect(new Date(byId[byAdmin]!.held_since).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(byId[bySystem]).toMatchObject({ authority: 'SYSTEM', reason: 'NON_PAYMENT' });
    expect(byId[unrecorded]).toMatchObject({ authority: 'AGENT', reason: 'OTHER' });
    expect(byId[unrecordedMiss]).toMatchObject({ authority: 'SYSTEM', reason: 'NON_PAYMENT' });
    expect(byId[free]).toBeUndefined();
    const shown = await sql<{ id: string; blocked_by_role: string | null }>`select id, blocked_by_role from certificates`.execute(raw());
    expect(Object.fromEntries(shown.rows.map((row) => [row.id, row.blocked_by_role]))).toEqual({
      [byAdmin]: 'ADMIN', [bySystem]: 'SYSTEM', [unrecorded]: 'AGENT', [unrecordedMiss]: 'SYSTEM', [free]: null,
    });
  });
});
