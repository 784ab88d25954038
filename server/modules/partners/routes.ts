import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { attachRates, detachRates } from './rates';
import { PartnerDetail, PartnerId, PartnerInput, PartnerListQuery, PartnerListReply, PartnerRate, RateIds, RateLinksInput, Ref, Widget } from './schemas';
import * as partners from './service';

const TAGS = ['partners'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: 'partners', action } });

/** Partner administration (G1–G3) and the partner lookup; ADMIN only, per the access matrix. */
const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partners',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Partners page: search q in the name', querystring: PartnerListQuery, response: { 200: PartnerListReply, ...errorReplies } },
    },
    async (request) => partners.listPartners(app.db, request.query),
  );

  app.get(
    '/partners/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Every partner, by name, for pickers', response: { 200: Type.Array(Ref), ...errorReplies } },
    },
    async () => app.db.selectFrom('partners').select(['id', 'name']).orderBy('name').execute(),
  );

  app.get(
    '/partners/widget/:id',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: "The HTML snippet embedding the sale widget for the partner", params: PartnerId, response: { 200: Widget, ...recordErrors } },
    },
    async (request) => ({
      widget_template: await partners.widgetTemplate(app.db, request.params.id, app.config.publicUrl),
    }),
  );

  app.get(
    '/partners/:id',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: 'One partner with its tariffs', params: PartnerId, response: { 200: PartnerDetail, ...recordErrors } },
    },
    async (request) => partners.findPartner(app.db, request.params.id),
  );

  app.post(
    '/partners',
    {
      config: access('create'),
      schema: { tags: TAGS, summary: 'Create a partner', body: PartnerInput, response: { 201: PartnerDetail, ...errorReplies } },
    },
    async (request, reply) => reply.status(201).send(await partners.createPartner(app.db, request.body)),
  );

  app.put(
    '/partners/:id',
    {
      config: access('edit'),
      schema: { tags: TAGS, summary: 'Replace the editable fields of a partner', params: PartnerId, body: PartnerInput, response: { 200: PartnerDetail, ...recordErrors } },
    },
    async (request) => partners.replacePartner(app.db, request.params.id, request.body),
  );

  app.delete(
    '/partners/:id',
    {
      config: access('delete'),
      schema: {
        tags: TAGS,
        summary: 'Delete a partner; 409 while agents or certificates refer to it',
        params: PartnerId,
        response: { 200: PartnerDetail, ...recordErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => partners.deletePartner(app.db, request.params.id),
  );

  app.post(
    '/partners/:id/rates/attach',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Attach tariffs to the partner or update their commission and partner price; answers the partner tariffs',
        params: PartnerId,
        body: RateLinksInput,
        response: { 200: Type.Array(PartnerRate), ...recordErrors },
      },
    },
    async (request) => attachRates(app.db, request.params.id, request.body),
  );

  app.post(
    '/partners/:id/rates/detach',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Detach tariffs from the partner; answers the partner tariffs',
        params: PartnerId,
        body: RateIds,
        response: { 200: Type.Array(PartnerRate), ...recordErrors },
      },
    },
    async (request) => detachRates(app.db, request.params.id, request.body.ids),
  );
};

export default partnerRoutes;
