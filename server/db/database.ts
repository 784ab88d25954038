import path from 'node:path';
import { Kysely, type LogEvent, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { DB } from './schema';
import { PGliteDialect } from './pglite-dialect';
import { createPgNotifier, createPgliteNotifier, type Notifier } from './notifier';

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  notifier: Notifier;
  /** The connection pool's use now (PostgreSQL only; the embedded database has one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** `listener` hears each query's duration (ms) and whether it failed, until the returned function is called (metrics). */
  observeQueries(listener: QueryListener): () => void;
  /** The embedded database's files as a gzipped tarball, taken between two statements (server/ops/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; without it, an in-memory one (tests). */
  dataDir?: string;
  poolSize?: number;
  /** A dumped data folder the in-memory embedded database starts from instead of an empty one (the tests' template). */
  loadDataDir?: Blob;
}

export type QueryListener = (durationMs: number, failed: boolean) => void;

/** Kysely's log hook, passing each query's duration to the listeners of the database. */
function queryLog(listeners: Set<QueryListener>) {
  return (event: LogEvent) => {
    for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error');
  };
}

const INT8 = 20;
const NUMERIC = 1700;
const toNumber = (value: string) => Number(value);
/**
 * PGlite's Postgres keeps 128 MB of shared buffers by default, all resident from the start; its files sit in the
 * OS page cache anyway, so a smaller buffer pool mostly saves memory (docs/performance.md "Server memory", docs/decisions.md Perf/PGlite buffers).
 */
export const EMBEDDED_SHARED_BUFFERS = '32MB';

pg.types.setTypeParser(INT8, toNumber);
pg.types.setTypeParser(NUMERIC, toNumber);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // jit off: the list's short queries sometimes cross jit_above_cost and then spend ~20 ms compiling what runs in
    // a few ms (docs/performance.md, "Every sort with every filter")
    // a database that does not answer fails a request within 5 s (503) instead of holding its socket
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, options: '-c jit=off', connectionTimeoutMillis: 5_000 });
    // an idle connection the server drops (restart, admin termination) is discarded by the pool; without
    // a listener node-postgres would turn it into an uncaught error and stop the process
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    // so is a connection lost while checked out (the server stopping mid-transaction): its query fails with the error
    // (a 503), and the error event it also emits must have a listener, or Node would end the process
    pool.on('connect', (client) => client.on('error', (error) => console.warn(`database connection lost in use: ${error.message}`)));
    const listeners = new Set<QueryListener>();
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: queryLog(listeners) });
    return {
      ...opened(db, 'postgres', createPgNotifier(pool, options.databaseUrl), listeners),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const pglite = await createEmbeddedPglite(options);
  const listeners = new Set<QueryListener>();
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), log: queryLog(listeners) });
  return { ...opened(db, 'embedded', createPgliteNotifier(pglite), listeners), dumpDataDir: () => pglite.dumpDataDir('gzip') };
}

/** An open database with its notifier; closing stops the notifier first. */
function opened(db: Db, kind: Database['kind'], notifier: Notifier, listeners: Set<QueryListener>): Database {
  return {
    db,
    kind,
    notifier,
    observeQueries(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await notifier.close();
      await db.destroy();
    },
  };
}

/** The embedded PostgreSQL as the server opens it; the tests' template is made and dumped with it. */
export async function createEmbeddedPglite(options: Pick<DatabaseOptions, 'dataDir' | 'loadDataDir'>): Promise<PGlite> {
  // loaded only for the embedded database: a server on PostgreSQL does not carry PGlite's code
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create(options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined, {
    parsers: { [INT8]: toNumber, [NUMERIC]: toNumber },
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
    loadDataDir: options.loadDataDir,
  });
}
