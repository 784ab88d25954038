import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeTable } from '../../http/route';

/** Liveness and readiness for load balancers and the start script. */
const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['system'] }).get('/health', 'public', 'Health check: the server answers and the database is reachable',
    { security: [], response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) } },
    async () => {
      await app.db.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      return { status: 'ok' as const, database: app.databaseKind };
    });
};

export default systemRoutes;
