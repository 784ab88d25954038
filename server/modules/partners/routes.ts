import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';

/** Partner lookups (G1); the organisation issue adds partner administration. */
const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partners/all',
    {
      config: { access: { resource: 'partners', action: 'list' } },
      schema: {
        tags: ['partners'],
        summary: 'Every partner, by name, for pickers',
        response: { 200: Type.Array(Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() })), ...errorReplies },
      },
    },
    async () => app.db.selectFrom('partners').select(['id', 'name']).orderBy('name').execute(),
  );
};

export default partnerRoutes;
