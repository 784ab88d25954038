import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createEmbeddedPglite, openDatabase } from '../../../server/db/database';
import { PGliteDialect } from '../../../server/db/pglite-dialect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { DB } from '../../../server/db/schema';
import { seedDemo } from '../../../server/db/seed/index';

/**
 * The migrated and seeded database a server test file starts from: the embedded one's dumped data folder,
 * or a database on TEST_DATABASE_URL's server to copy with `create database … template`.
 */
export type TemplateDatabase = { kind: 'embedded'; file: string } | { kind: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: TemplateDatabase;
  }
}

type Made = { template: TemplateDatabase; remove(): Promise<void> };

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function embeddedTemplate(): Promise<Made> {
  const pglite = await createEmbeddedPglite({});
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  await migrateToLatest(db);
  await seedDemo(db);
  // uncompressed: each file loads it, and unpacking costs more than reading 50 MB
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const folder = await mkdtemp(path.join(tmpdir(), 'server-tests-'));
  const file = path.join(folder, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return { template: { kind: 'embedded', file }, remove: () => rm(folder, { recursive: true, force: true }) };
}

async function postgresTemplate(serverUrl: string): Promise<Made> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(database.db);
    await seedDemo(database.db);
    // what autovacuum would do to the template at some moment of the run, done now: every copy starts the same
    await sql`vacuum analyze`.execute(database.db);
  } finally {
    // a template must have no open connection when a file copies it
    await database.close();
  }
  return { template: { kind: 'postgres', name }, remove: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * The run's one template, shared by the server projects (`server`, `server-isolated`): vitest runs each project's
 * global setup, in the one main process, and the last project to tear down removes it.
 */
const shared = globalThis as typeof globalThis & { serverTemplate?: { made: Promise<Made>; users: number } };

/**
 * Vitest's global setup of the server projects: migrates and seeds once per run (never cached across runs, so a
 * changed migration or seed is always in it), and each file copies the result (tests/server/helper.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  shared.serverTemplate ??= { made: serverUrl ? postgresTemplate(serverUrl) : embeddedTemplate(), users: 0 };
  const run = shared.serverTemplate;
  run.users += 1;
  const { template, remove } = await run.made;
  project.provide('serverTemplate', template);
  return async () => {
    run.users -= 1;
    if (run.users > 0) return;
    delete shared.serverTemplate;
    await remove();
  };
}
