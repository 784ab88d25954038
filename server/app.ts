import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { Notifier } from './db/notifier';
import { type FileStore, createDatabaseFileStore } from './files/file-store';
import { type Acquirers, type Providers, createProviders } from './providers/index';
import { SessionGuard } from './modules/auth/session-guard';
import { TokenService } from './modules/auth/tokens';
import { refuseYearZero } from './http/formats';
import { JobQueue } from './jobs/queue';
import { apiModules } from './modules/index';
import access from './plugins/access';
import authContext from './plugins/auth-context';
import errorHandler from './plugins/error-handler';
import { redactedLogging } from './plugins/log-redaction';
import openapi from './plugins/openapi';
import pressure from './plugins/pressure';
import securityHeaders from './plugins/security-headers';
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
    jobs: JobQueue;
  }
}

export interface AppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean;
  /** Acquirers instead of the sandbox (a real integration, or a test); the sandbox page is then not mounted. */
  acquirers?: Acquirers;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
}

/** plugins → app services → routes (the fastify/demo shape). */
export async function buildApp({ config, database, logger = true, acquirers, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger || logStream ? { level: config.logLevel, ...redactedLogging, ...(logStream ? { stream: logStream } : {}) } : false,
    // X-Forwarded-For is believed only from the configured proxies, so a client cannot choose its address
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
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
  app.decorate('providers', createProviders(database.db, config, acquirers));
  app.decorate('tokens', new TokenService(config.jwtSecret, config.accessTokenTtlSeconds));
  const sessions = new SessionGuard(database.db, database.notifier);
  await sessions.start();
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.stop());
  // the one job queue: each module defines its queues on it; it starts working once the app is ready (server/jobs)
  const jobs = new JobQueue({ db: database.db, log: app.log, notifier: database.notifier });
  app.decorate('jobs', jobs);
  // the embedded database belongs to this one process, so every job left active there is an abandoned one
  app.addHook('onReady', async () => jobs.start({ takeAll: database.kind === 'embedded' }));
  app.addHook('onClose', async () => jobs.stop());

  await app.register(errorHandler);
  await app.register(pressure, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(securityHeaders);
  await app.register(requestBody);
  await app.register(openapi);
  await app.register(authContext);
  await app.register(access);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  for (const module of apiModules) await app.register(module, { prefix: '/gw' });
  await app.register(spa, { spaDir: config.spaDir });
  return app;
}
