import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { badRequest } from '../../http/errors';
import { requireUser } from '../../plugins/access';
import { checkPeriod } from './period';
import { AnalyticsQuery, Stats, StatsId, StatsQuery } from './schemas';
import { nodeStats } from './node-stats';
import type { StatsJson } from './stats-json';

const TAGS = ['analytics'];
const config = { access: { resource: 'analytics', action: 'show' } };
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const periodOf = (query: StatsQuery) => checkPeriod(query.dateFrom, query.dateTo, { from: 'dateFrom', to: 'dateTo' });
/** The stats object's JSON text as the database wrote it (stats-json.ts): sent as it is, never parsed and serialised again. */
const statsReply = (reply: FastifyReply, json: StatsJson) => reply.type('application/json; charset=utf-8').send(json);

/**
 * Sales statistics (L1) of a partner, an agent, or a structure node / the caller's scope. Who may read
 * which node is checked per record (analytics/target.ts); the matrix only admits sales staff.
 */
const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** One partner's or agent's statistics, if the caller may read that record (node-stats.ts). */
  const recordStatsRoute = (url: string, summary: string, type: 'partner' | 'agent') =>
    app.get(url, { config, schema: { tags: TAGS, summary, params: StatsId, querystring: StatsQuery, response: { 200: Stats, ...recordErrors } } }, async (request, reply) => {
      const period = periodOf(request.query);
      return statsReply(reply, await nodeStats(app.db, requireUser(request), { type, id: request.params.id }, period, request.language));
    });
  recordStatsRoute('/partners/:id/stats', "A partner's sales statistics: ADMIN any partner, PARTNER_ADMIN its own", 'partner');
  recordStatsRoute(
    '/agents/:id/stats',
    "An agent's sales statistics: ADMIN any agent, PARTNER_ADMIN its partner's, AGENT_ADMIN its subtree's, an agent itself",
    'agent',
  );

  app.get(
    '/analytics/stats',
    {
      config,
      schema: {
        tags: TAGS,
        summary: "Sales statistics of a structure node (type + id) or, without one, of the caller's scope (ADMIN all, PARTNER_ADMIN its partner, AGENT_ADMIN its subtree, an agent itself)",
        querystring: AnalyticsQuery,
        response: { 200: Stats, ...recordErrors },
      },
    },
    async (request, reply) => {
      const { type, id } = request.query;
      const period = periodOf(request.query);
      if ((type === undefined) !== (id === undefined)) throw badRequest({ [type ? 'id' : 'type']: 'analytics.nodeIncomplete' });
      return statsReply(reply, await nodeStats(app.db, requireUser(request), type && id ? { type, id } : null, period, request.language));
    },
  );
};

export default analyticsRoutes;
