import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { generatePromoCodes } from './generate';
import { GenerateInput, PromoAllQuery, PromoCode, PromoId, PromoInput, PromoListQuery, PromoListReply, PromoLookup, RateLink } from './schemas';
import * as promo from './service';

const TAGS = ['promo'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const withConflict = { ...recordErrors, 409: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: 'promo', action } });

/** Promo codes (H1–H3); ADMIN only, per the access matrix. */
const promoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promotional/codes',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Promo codes page, newest first; q searches the code', querystring: PromoListQuery, response: { 200: PromoListReply, ...errorReplies } },
    },
    async (request) => promo.listPromoCodes(app.db, request.query),
  );

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

  app.post(
    '/promotional/codes',
    {
      config: access('create'),
      schema: { tags: TAGS, summary: 'Create a promo code', body: PromoInput, response: { 201: PromoCode, ...errorReplies, 409: Type.Ref('ErrorBody') } },
    },
    async (request, reply) => reply.status(201).send(await promo.savePromoCode(app.db, null, request.body)),
  );

  app.get(
    '/promotional/codes/:id',
    { config: access('show'), schema: { tags: TAGS, summary: 'One promo code with its tariffs', params: PromoId, response: { 200: PromoCode, ...recordErrors } } },
    async (request) => promo.findPromoCode(app.db, request.params.id),
  );

  app.put(
    '/promotional/codes/:id',
    {
      config: access('edit'),
      schema: { tags: TAGS, summary: 'Replace a promo code; used stays as counted', params: PromoId, body: PromoInput, response: { 200: PromoCode, ...withConflict } },
    },
    async (request) => promo.savePromoCode(app.db, request.params.id, request.body),
  );

  app.delete(
    '/promotional/codes/:id',
    { config: access('delete'), schema: { tags: TAGS, summary: 'Delete a promo code', params: PromoId, response: { 200: PromoCode, ...recordErrors } } },
    async (request) => promo.deletePromoCode(app.db, request.params.id),
  );

  for (const action of ['attach', 'detach'] as const) {
    app.put(
      `/promotional/codes/:id/rates/${action}`,
      {
        config: access('edit'),
        schema: { tags: TAGS, summary: `${action === 'attach' ? 'Attach' : 'Detach'} a tariff`, params: PromoId, body: RateLink, response: { 200: PromoCode, ...recordErrors } },
      },
      async (request) => promo.linkRate(app.db, request.params.id, request.body.rateId, action === 'attach'),
    );
  }
};

export default promoRoutes;
