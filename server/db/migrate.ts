import { type Kysely, Migrator, sql } from 'kysely';
import { migrations } from './migrations/index';

/** The names of the migrations the database has applied (none before the first start). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
async function appliedMigrations(db: Kysely<any>): Promise<string[]> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    return rows.map((row) => row.name);
  } catch {
    return [];
  }
}

/**
 * Applies the pending migrations. A database migrated by a newer release (a rollback to this one) is left as it is
 * when it holds every migration this release knows: migrations only add within a release and drop one release later
 * (docs/operations.md), so this code runs on that schema. Kysely alone would refuse it as "corrupted".
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>, log: (line: string) => void = console.warn): Promise<string[]> {
  const known = new Set(Object.keys(migrations));
  const applied = await appliedMigrations(db);
  const newer = applied.filter((name) => !known.has(name));
  if (newer.length) {
    const missing = [...known].filter((name) => !applied.includes(name));
    if (missing.length) throw new Error(`the database holds migrations of another release (${newer.join(', ')}) and lacks this one's (${missing.join(', ')})`);
    log(`the database is migrated by a newer release (${newer.join(', ')}): starting on its schema`);
    return [];
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
