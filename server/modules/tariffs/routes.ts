import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import tariffLinkRoutes from './link-routes';
import { pricedPartnerOf } from './shape';
import { translated } from '../../i18n/translated';

const Uuid = Type.String({ format: 'uuid' });
const TAGS = ['tariffs'];
const access = (action: string) => ({ access: { resource: 'tariffs', action } });

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
  price: Type.Number({ description: "What the caller sells one tariff period at: its partner's price for agents other than BRUTTO, else cost" }),
});

/** Tariff routes beside the generated CRUD (common/resources/tariffs.ts): the pickers' full list; clone, services and prices in ./link-routes. */
const tariffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rates/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Every tariff, newest first, for pickers', response: { 200: Type.Array(TariffLookup), ...errorReplies } },
    },
    async (request) => {
      const partnerId = pricedPartnerOf(request.user);
      const rows = await app.db
        .selectFrom('rates')
        .leftJoin('rate_partners as rp', (join) => join.onRef('rp.rate_id', '=', 'rates.id').on('rp.partner_id', '=', partnerId))
        .select(['rates.id', translated('name', request.language).as('name'), 'code_name', 'cost', 'period', 'meter', 'min_meter', 'auto_payment', 'partial_payment', 'post_payment', 'rate_type', 'rp.partner_price'])
        .orderBy('rates.created_at', 'desc')
        .orderBy('name')
        .execute();
      // the sale form shows (and sends back as `cost`) the price the sale will charge: sales/seller.ts listPrice
      return rows.map(({ partner_price, ...row }) => ({ ...row, price: partner_price ?? row.cost }));
    },
  );

  await app.register(tariffLinkRoutes);
};

export default tariffRoutes;
