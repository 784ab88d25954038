import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/index';
import { assertNoDemoInProduction } from './demo-guard';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, applies migrations, seeds demo data when asked, and listens. */
export async function startServer(config: AppConfig, { logger = true } = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  try {
    await assertNoDemoInProduction(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  if (config.demo) await seedDemo(database.db);
  const app = await buildApp({ config, database, logger });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    database,
    url: `http://localhost:${port}`,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
