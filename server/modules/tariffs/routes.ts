import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';

const Uuid = Type.String({ format: 'uuid' });

export const TariffLookup = Type.Object({
  id: Uuid,
  name: Type.String(),
  code_name: Type.String(),
  cost: Type.Number(),
  period: Type.Integer(),
  meter: Type.Boolean(),
  min_meter: Type.Union([Type.Number(), Type.Null()]),
  auto_payment: Type.Boolean(),
  partial_payment: Type.Boolean(),
  post_payment: Type.Boolean(),
  rate_type: Type.String(),
});

/** Tariff read routes the sale and the certificate filters need (F1); the catalogue issue adds the rest. */
const tariffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rates/all',
    {
      config: { access: { resource: 'tariffs', action: 'list' } },
      schema: { tags: ['tariffs'], summary: 'Every tariff, newest first, for pickers', response: { 200: Type.Array(TariffLookup), ...errorReplies } },
    },
    async () =>
      app.db
        .selectFrom('rates')
        .select(['id', 'name', 'code_name', 'cost', 'period', 'meter', 'min_meter', 'auto_payment', 'partial_payment', 'post_payment', 'rate_type'])
        .orderBy('created_at', 'desc')
        .orderBy('name')
        .execute(),
  );
};

export default tariffRoutes;
