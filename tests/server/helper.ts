import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed/index';
import type { TemplateDatabase } from './support/template-database';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'certificates-test'),
    demo: true,
    production: false,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
    appToken: 'certificates-spa',
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    spaDir: path.join(tmpdir(), 'certificates-test-no-spa'),
    logLevel: 'silent',
    sellerName: 'ООО «Тест»',
    payments: 'sandbox',
    publicUrl: 'https://certificates.test',
    trustProxy: [],
    allowedOrigins: [],
    ...overrides,
  };
}

/**
 * A fresh empty database per test file: in-memory embedded PostgreSQL by default, or a new database
 * on the server named by TEST_DATABASE_URL (dropped afterwards), so the same suite runs on both.
 */
export function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  return openCopy(null);
}

/**
 * A fresh migrated and seeded database: a copy of the run's template (support/template-database.ts, made once
 * per run by the server project's global setup), or migrated and seeded here when no template was provided.
 */
export async function openSeededDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const provided = inject('serverTemplate') as TemplateDatabase | undefined;
  const template = provided?.kind === (process.env.TEST_DATABASE_URL ? 'postgres' : 'embedded') ? provided : null;
  const copy = await openCopy(template);
  if (!template) {
    await migrateToLatest(copy.database.db);
    await seedDemo(copy.database.db);
  }
  return copy;
}

async function openCopy(template: TemplateDatabase | null): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template?.kind === 'embedded' ? new Blob([await readFile(template.file)]) : undefined;
    const database = await openDatabase({ loadDataDir });
    return { database, drop: async () => database.close() };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template?.kind === 'postgres' ? `create database ${name} template ${template.name}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const { database, drop } = await openSeededDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * A second server process on the test's database: on a PostgreSQL server its own connection pool (so notices and
 * leases cross processes as in production), on the embedded database the same one.
 */
export async function openSecondProcess(ctx: TestContext, overrides: Partial<AppConfig> = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let database: Database | null = null;
  if (process.env.TEST_DATABASE_URL) {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(ctx.database.db);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${rows[0].name}`;
    database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  }
  const app = await buildApp({ config: testConfig(overrides), database: database ?? ctx.database, logger: false });
  return {
    app,
    async close() {
      await app.close();
      await database?.close();
    },
  };
}
