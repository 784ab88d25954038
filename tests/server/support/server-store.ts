import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where a real server process keeps its data: a fresh DATA_DIR, plus a fresh database when TEST_DATABASE_URL is set. */
export interface ServerStore {
  /** Environment for `startServerProcess`. */
  env: Record<string, string>;
  /** Removes the data dir and drops the database (also after a failed test). */
  drop(): Promise<void>;
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** With TEST_DATABASE_URL the server runs on a new database `<prefix>_<time>` on that PostgreSQL server, else embedded. */
export async function freshServerStore(prefix: string): Promise<ServerStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl ? `${prefix.replace(/\W/g, '_')}_${Date.now()}` : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (serverUrl && database) {
    await adminQuery(`create database ${database}`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  return {
    env,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      if (database) await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}
