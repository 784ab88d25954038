import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { createPgNotifier, createPgliteNotifier, type Notifier } from './notifier';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  notifier: Notifier;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; without it, an in-memory one (tests). */
  dataDir?: string;
  poolSize?: number;
}

const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // an idle connection the server drops (restart, admin termination) is discarded by the pool; without
    // a listener node-postgres would turn it into an uncaught error and stop the process
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const notifier = createPgNotifier(pool, options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      notifier,
      async close() {
        await notifier.close();
        await db.destroy();
      },
    };
  }
  const pglite = await PGlite.create(options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined, {
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    extensions: { pg_trgm },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  const notifier = createPgliteNotifier(pglite);
  return {
    db,
    kind: 'embedded',
    notifier,
    async close() {
      await notifier.close();
      await db.destroy();
    },
  };
}
