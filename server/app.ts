import websocket from '@fastify/websocket';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { Notifier } from './db/notifier';
import { type FileStore, createDatabaseFileStore } from './files/file-store';
import { type Acquirers, type Providers, createProviders } from './providers/index';
import { SessionGuard } from './modules/auth/session-guard';
import { TokenService } from './modules/auth/tokens';
import { processWideCompilers } from './http/schema-compilers';
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
import metrics from './plugins/metrics';
import requestLog from './plugins/request-log';
import { requestIdOf } from './ops/request-context';
import { CLOSE_SERVICE_RESTART } from './modules/live/hub';
import { Lifecycle } from './ops/readiness';
import { WorkerRegistry } from './ops/workers';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    databaseKind: Database['kind'];
    notifier: Notifier;
    files: FileStore;
    providers: Providers;
    /** The background workers of this process, which readiness waits for (server/ops/workers.ts). */
    workers: WorkerRegistry;
    /** Whether the process is shutting down (server/ops/shutdown.ts). */
    lifecycle: Lifecycle;
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
    // the proxy's request id when it sends one, so its access log and ours name a request alike
    genReqId: requestIdOf,
    // one line per request instead, with the user and the route (plugins/request-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true },
      onCreate: refuseYearZero,
    },
    schemaController: { compilersFactory: processWideCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('notifier', database.notifier);
  app.decorate('files', createDatabaseFileStore(database.db));
  app.decorate('providers', createProviders(database.db, config, acquirers));
  app.decorate('workers', new WorkerRegistry());
  app.decorate('lifecycle', new Lifecycle());
  app.decorate('tokens', new TokenService(config.jwtSecret, config.accessTokenTtlSeconds));
  const sessions = new SessionGuard(database.db, database.notifier);
  await sessions.start();
  app.decorate('sessions', sessions);
  app.addHook('onClose', async () => sessions.stop());
  // the one job queue: each module defines its queues on it; it starts working once the app is ready (server/jobs)
  const jobs = new JobQueue({ db: database.db, log: app.log, notifier: database.notifier });
  app.decorate('jobs', jobs);
  app.workers.register('jobs', { isRunning: () => jobs.running() });
  // the embedded database belongs to this one process, so every job left active there is an abandoned one
  app.addHook('onReady', async () => jobs.start({ takeAll: database.kind === 'embedded' }));
  app.addHook('onClose', async () => jobs.stop());

  await app.register(errorHandler);
  await app.register(metrics, { database });
  await app.register(requestLog);
  // shutting down: each answer closes its keep-alive connection, so none is left idle to hold the server's close
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
  await app.register(pressure, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(securityHeaders);
  await app.register(requestBody);
  await app.register(openapi);
  await app.register(authContext);
  await app.register(access);
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // a restart's close code, which the SPA's live client reconnects on (to another process, behind a proxy)
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(CLOSE_SERVICE_RESTART, 'service restart');
      this.websocketServer.close();
      done();
    },
  });
  for (const module of apiModules) await app.register(module, { prefix: '/gw' });
  await app.register(spa, { spaDir: config.spaDir });
  return app;
}
