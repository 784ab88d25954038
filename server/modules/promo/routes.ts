import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { promo as declaration } from '../../../common/resources/promo';
import { errorReplies } from '../../http/list';
import { serverResource } from '../../resources/hooks';
import { readRecord } from '../../resources/records';
import { generatePromoCodes } from './generate';
import { GenerateInput, PromoAllQuery, PromoCode, PromoId, PromoLookup, RateLink } from './schemas';
import * as promo from './service';

const TAGS = ['promo'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'create' | 'edit') => ({ access: { resource: 'promo', action } });
const resource = serverResource(declaration);

/** The promo codes' routes beside the generated CRUD: lookups, generation and tariffs (H1–H3); ADMIN only. */
const promoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promotional/codes/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Every promo code by code; unattached=true keeps those on no tariff', querystring: PromoAllQuery, response: { 200: Type.Array(PromoLookup), ...errorReplies } },
    },
    async (request) => promo.allPromoCodes(app.db, request.query.unattached ?? false),
  );

  app.get(
    '/promotional/codes/rate/:id',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Codes usable for a tariff: global or attached, not expired, not used up', params: PromoId, response: { 200: Type.Array(PromoLookup), ...errorReplies } },
    },
    async (request) => promo.usablePromoCodes(app.db, request.params.id),
  );

  app.post(
    '/promotional/codes/rate/:id/generate',
    {
      config: access('create'),
      schema: { tags: TAGS, summary: 'Create count distinct random codes attached to the tariff, in one transaction', params: PromoId, body: GenerateInput, response: { 201: Type.Array(PromoLookup), ...recordErrors } },
    },
    async (request, reply) => reply.status(201).send(await generatePromoCodes(app.db, request.params.id, request.body)),
  );

  for (const action of ['attach', 'detach'] as const) {
    app.put(
      `/promotional/codes/:id/rates/${action}`,
      {
        config: access('edit'),
        schema: { tags: TAGS, summary: `${action === 'attach' ? 'Attach' : 'Detach'} a tariff`, params: PromoId, body: RateLink, response: { 200: PromoCode, ...recordErrors } },
      },
      async (request) => {
        await readRecord(app.db, resource, request.params.id, request);
        await promo.linkRate(app.db, request.params.id, request.body.rateId, action === 'attach');
        return readRecord(app.db, resource, request.params.id, request);
      },
    );
  }
};

export default promoRoutes;
