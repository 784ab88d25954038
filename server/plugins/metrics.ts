import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { AppMetrics, attachMetrics } from '../ops/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** What the job queue (server/jobs) still has to do and what it gave up on, per queue, read when scraped. */
const QUEUES = sql<{ queue: string; pending: number; failed: number }>`
  select queue, count(*) filter (where status in ('queued', 'active')) as pending, count(*) filter (where status = 'failed') as failed
  from jobs group by queue`;

/**
 * Per-route request counts and latency (labelled by the route's pattern, never the raw URL, so an id in a path does
 * not make a series of its own), the database's query latency and pool, websocket connections and the job queues.
 */
export default fp(async function metrics(app: FastifyInstance, { database }: { database: Database }) {
  const metrics = new AppMetrics();
  app.decorate('metrics', metrics);
  attachMetrics(app.db, metrics);

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status: String(status) });
    metrics.requestDuration.observe({ method: request.method, route, status_class: `${Math.floor(status / 100)}xx` }, reply.elapsedTime / 1000);
  });

  const unobserve = database.observeQueries((ms, failed) => metrics.queryDuration.observe({ outcome: failed ? 'error' : 'ok' }, ms / 1000));
  app.addHook('onClose', async () => unobserve());

  metrics.gauge('db_pool_connections', 'Database pool connections by state (total, idle, and requests waiting for one); PostgreSQL only', ['state'], (gauge) => {
    const stats = database.poolStats?.();
    if (!stats) return;
    for (const [state, value] of Object.entries(stats)) gauge.set({ state }, value);
  });
  metrics.gauge('app_websocket_connections', 'Open live-channel websockets of this process', [], (gauge) => {
    gauge.set(app.websocketServer?.clients.size ?? 0);
  });
  metrics.gauge('app_jobs', 'Background jobs by queue: pending (a worker still has to do them) and failed (given up after their last attempt)', ['queue', 'state'], async (gauge) => {
    const rows = await QUEUES.execute(app.db).then(({ rows }) => rows, (error: unknown) => {
      app.log.warn({ err: error }, 'the job queue metrics could not be read');
      return [];
    });
    // every queue this process works, at 0 while it has no job, so an alert sees the series before the first one
    const byQueue = new Map(rows.map((row) => [row.queue, row]));
    for (const queue of new Set([...app.jobs.names(), ...byQueue.keys()])) {
      gauge.set({ queue, state: 'pending' }, Number(byQueue.get(queue)?.pending ?? 0));
      gauge.set({ queue, state: 'failed' }, Number(byQueue.get(queue)?.failed ?? 0));
    }
  });
});
