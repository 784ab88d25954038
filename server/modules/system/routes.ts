import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, routeTable } from '../../http/route';
import { checkReadiness } from '../../ops/readiness';

const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  failing: Type.Array(Type.String(), { description: 'The names of the checks that failed' }),
  checks: Type.Array(Type.Object({ name: Type.String(), ok: Type.Boolean(), detail: Type.Optional(Type.String()) })),
}, { description: "Checks: database (answers within 2 s), migrations (every one this release has is applied), worker:<name> (each background worker this process runs), shutdown (the process is not draining)" });

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/** The scraper's `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function bearerIs(request: FastifyRequest, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Liveness, readiness and metrics for load balancers, orchestrators and Prometheus (docs/operations.md). */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['system'] });
  route.get('/health', 'public', 'Health check: the server answers and the database is reachable',
    { security: [], response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) } },
    async () => {
      await app.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      return { status: 'ok' as const, database: app.databaseKind };
    });

  route.get('/ready', 'public', 'Readiness: 200 when this process may take traffic, 503 naming what is not ready (database, migrations, a worker, shutting down)',
    { security: [], response: { 200: Readiness, 503: Readiness } },
    async (_request, reply) => {
      const readiness = await checkReadiness(app);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    });

  route.get('/metrics', { resource: 'metrics', action: 'show' }, "Prometheus metrics of this process (text exposition format): an admin's token or Bearer METRICS_TOKEN",
    {
      description: 'Per-route request counts and latency, Node.js runtime (event-loop lag, heap, RSS), database pool and query latency, websockets, job queues and business counters; the names are listed in docs/operations.md.',
      response: ok(Type.String({ contentMediaType: 'text/plain' })),
    },
    async (_request, reply) => reply.type(PROMETHEUS_TEXT).send(await app.metrics.text()),
    { admits: (request) => bearerIs(request, app.config.metricsToken) });
};

export default systemRoutes;
