import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { listQuery, listReply } from '../../http/list';
import { TARIFF_SORT_FIELDS, TariffId, TariffRow } from '../tariffs/schemas';
import { findTariff, listTariffs } from '../tariffs/service';

const ErrorReply = Type.Ref('ErrorBody');

/** What the shop window shows of a tariff: no partner prices, codes or admin comments. */
const PUBLIC_FIELDS = ['id', 'name', 'description', 'cost', 'period', 'meter', 'min_meter', 'auto_payment'] as const;
const PublicRate = Type.Pick(TariffRow, PUBLIC_FIELDS);
type PublicRate = Static<typeof PublicRate>;
const PublicRateService = Type.Object({ id: Type.String(), name: Type.String(), description: Type.String(), limit: Type.Union([Type.Integer(), Type.Null()]), unit: Type.String() });
const PublicRateCard = Type.Object({ ...PublicRate.properties, services: Type.Array(PublicRateService) });
const CatalogRatesQuery = Type.Object({ ...listQuery(TARIFF_SORT_FIELDS, 30), q: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });

const toPublic = (rate: PublicRate) => Object.fromEntries(PUBLIC_FIELDS.map((field) => [field, rate[field]])) as PublicRate;

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
  const handler = async (request: { query: Static<typeof CatalogRatesQuery> }) => {
    const page = await listTariffs(app.db, request.query, null);
    return { ...page, data: page.data.map(toPublic) };
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
      const tariff = await findTariff(app.db, request.params.id, undefined, request.language);
      return { ...toPublic(tariff), services: tariff.services.map(({ id, name, description, limit, unit }) => ({ id, name, description, limit, unit })) };
    },
  );
};

export default catalogRatesRoutes;
