import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { Notifier } from './db/notifier';
import { type FileStore, createDatabaseFileStore } from './files/file-store';
import { type Providers, sandboxProviders } from './providers/index';
import { SessionGuard } from './modules/auth/session-guard';
import { TokenService } from './modules/auth/tokens';
import { refuseYearZero } from './http/formats';
import { apiModules } from './modules/index';
import access from './plugins/access';
import authContext from './plugins/auth-context';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import requestBody from './plugins/request-body';
import spa from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    databaseKind: Database['kind'];
    notifier: Notifier;
    files: FileStore;
    providers: Providers;
  }
}

export interface AppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
}

/** plugins → app services → routes (the fastify/demo shape). */
export async function buildApp({ config, database, logger = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true },
      onCreate: refuseYearZero,
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('notifier', database.notifier);
  app.decorate('files', createDatabaseFileStore(database.db));
  app.decorate('providers', sandboxProviders(database.db, config.jwtSecret));
  app.decorate('tokens', new TokenService(config.jwtSecret, config.accessTokenTtlSeconds));
  const sessions = new SessionGuard(database.db, database.notifier);
  await sessions.start();
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.stop());

  await app.register(errorHandler);
  await app.register(requestBody);
  await app.register(openapi);
  await app.register(authContext);
  await app.register(access);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  for (const module of apiModules) await app.register(module, { prefix: '/gw' });
  await app.register(spa, { spaDir: config.spaDir });
  return app;
}
