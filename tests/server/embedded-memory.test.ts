import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, EMBEDDED_SHARED_BUFFERS, openDatabase } from '../../server/db/database';

/** PGlite's default 128 MB buffer pool was resident from the start (docs/performance.md, server memory). */
describe('embedded database memory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(async () => database.close());

  it('runs with the smaller shared buffer pool and keeps the rest of PGlite’s defaults', async () => {
    const { rows } = await sql<{ buffers: string; timezone: string; parallel: string }>`
      select current_setting('shared_buffers') as buffers, current_setting('TimeZone') as timezone,
             current_setting('max_parallel_workers_per_gather') as parallel`.execute(database.db);
    expect(rows[0]).toEqual({ buffers: EMBEDDED_SHARED_BUFFERS, timezone: 'UTC', parallel: '0' });
  });
});
