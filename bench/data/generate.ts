import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { seedDemo } from '../../server/db/seed/index';
import { generateCertificates } from './certificates';
import { withIndexesDeferred } from './indexes';
import { generatePeople } from './people';

export interface GeneratedData {
  certificates: number;
  seconds: number;
}

/** Sizes that keep the ratios of a real sales network: ~2 000 certificates per agent, 3 per client. */
function sizesFor(certificates: number) {
  const agents = Math.max(20, Math.round(certificates / 2_000));
  return { agents, partners: Math.max(5, Math.round(agents / 10)), clients: Math.max(100, Math.round(certificates / 3)), rates: 25 };
}

export const hasBenchData = async (db: Db) => Boolean(await db.selectFrom('users').select('id').where('login', 'like', 'bench-agent-%').executeTakeFirst());

/**
 * Fills a migrated, empty database: the demo accounts and catalogue (so the demo logins work), then the bulk
 * network and `count` certificates, all set-based. Refuses a database that already holds certificates.
 */
export async function generateData(db: Db, count: number, log: (line: string) => void): Promise<GeneratedData> {
  const started = performance.now();
  await seedDemo(db);
  const existing = await db.selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // the demo seed's own few hundred certificates count towards the requested size
  const bulk = count - Number(existing.n);
  if (await hasBenchData(db)) {
    throw new Error('The database already holds benchmark data; give an empty one (a fresh DATA_DIR or database).');
  }
  await generatePeople(db, sizesFor(count));
  log(`network ready (${Math.round(performance.now() - started)} ms); loading ${bulk} certificates…`);
  await withIndexesDeferred(db, 'certificates', () =>
    generateCertificates(db, bulk, (done) => log(`  ${done} / ${bulk} certificates (${Math.round((performance.now() - started) / 1000)} s)`)),
  );
  log(`indexes rebuilt (${Math.round((performance.now() - started) / 1000)} s); vacuum analyze…`);
  // a freshly loaded table has no visibility map or statistics yet; autovacuum would add them later in production
  await vacuumBenchTables(db);
  return { certificates: count, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * Visibility maps and statistics of the measured tables, as autovacuum leaves them in production: after a load, and
 * after a reused database's migrations rewrote rows (an index-only scan of a rewritten table reads the heap again).
 */
export async function vacuumBenchTables(db: Db): Promise<void> {
  for (const table of ['certificates', 'certificate_names', 'sales_rollup', 'clients', 'agents', 'users', 'partners', 'rates']) await sql`vacuum analyze ${sql.id(table)}`.execute(db);
}
