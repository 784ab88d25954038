import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { tariffs } from '../../../common/resources/tariffs';
import { listQuery, listReply } from '../../http/list';
import { toRecord } from '../../resources/rows';
import { type ListRequest, listRows, oneRow } from '../../resources/store';
import { attachedServices } from '../tariffs/relations';
import { TariffId } from '../tariffs/schemas';
import { named } from '../../http/named';
import type { Db } from '../../db/database';
import { unitOrNone } from '../../http/units';
import type { Language } from '../../i18n/messages';
import { localized } from '../../../common/resource';

const ErrorReply = Type.Ref('ErrorBody');

/** What the shop window shows of a tariff: no partner prices, codes or admin comments. */
const PublicRate = named('PublicRate', Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  cost: Type.Number(),
  period: Type.Integer(),
  meter: Type.Boolean(),
  min_meter: Type.Union([Type.Number(), Type.Null()]),
  auto_payment: Type.Boolean(),
}));
const PublicRateService = Type.Object({ id: Type.String(), name: Type.String(), description: Type.String(), limit: Type.Union([Type.Integer(), Type.Null()]), unit: unitOrNone() });
const PublicRateCard = named('PublicRateCard', Type.Object({ ...PublicRate.properties, services: Type.Array(PublicRateService) }));
const CatalogRatesQuery = Type.Object({ ...listQuery(tariffs.list.sort, 30), q: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });

/** A rates row as the declared tariff record, cut to what the shop window shows. */
const toPublic = (row: Record<string, unknown>, language: Language) =>
  publicOf(localized(tariffs.fields, toRecord(tariffs, row), language) as Static<typeof PublicRate>);
const publicOf = (rate: Static<typeof PublicRate>) => ({
  id: rate.id,
  name: rate.name,
  description: rate.description,
  cost: rate.cost,
  period: rate.period,
  meter: rate.meter,
  min_meter: rate.min_meter,
  auto_payment: rate.auto_payment,
});

/** The first tariffs of the public catalogue in its default order, in the visitor's language (the partner widget's card grid). */
export async function publicRates(db: Db, perPage: number, language: Language) {
  const page = await listRows(db, tariffs, { page: 1, perPage, sort: tariffs.list.defaultSort.field, order: tariffs.list.defaultSort.order });
  return page.data.map((row) => toPublic(row, language));
}

/** The public tariff catalogue (K3): what a client can buy, with the services each tariff includes. */
const catalogRatesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = {
    config: { access: 'public' as const },
    schema: {
      tags: ['catalog'],
      summary: 'Tariffs anyone can buy, newest first; search q in the name',
      security: [],
      querystring: CatalogRatesQuery,
      response: { 200: listReply(PublicRate), 400: ErrorReply },
    },
  };
  const handler = async (request: { query: Static<typeof CatalogRatesQuery>; language: Language }) => {
    const page = await listRows(app.db, tariffs, request.query as unknown as ListRequest);
    return { ...page, data: page.data.map((row) => toPublic(row, request.language)) };
  };
  // the spec writes the list with a trailing slash (/catalog/rates/); both spellings answer, the document
  // shows one (Redocly's no-path-trailing-slash)
  app.get('/catalog/rates', list, handler);
  app.get('/catalog/rates/', { ...list, schema: { ...list.schema, hide: true } }, handler);

  app.get(
    '/catalog/rates/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], summary: 'One tariff of the public catalogue with its services', security: [], params: TariffId, response: { 200: PublicRateCard, 400: ErrorReply, 404: ErrorReply } },
    },
    async (request) => {
      const row = await oneRow(app.db, tariffs, request.params.id);
      const services = await attachedServices(app.db, request.params.id, request.language);
      return { ...toPublic(row, request.language), services: services.map(({ id, name, description, limit, unit }) => ({ id, name, description, limit, unit })) };
    },
  );
};

export default catalogRatesRoutes;
