import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { attachRates, detachRates } from './rates';
import { PartnerId, PartnerRate, RateIds, RateLinksInput, Ref, Widget } from './schemas';
import { widgetTemplate } from './service';

const TAGS = ['partners'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'edit') => ({ access: { resource: 'partners', action } });

/** The partner routes outside CRUD: the lookup, the widget (G2) and the partner's tariffs (G3); ADMIN only. */
const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      widget_template: await widgetTemplate(app.db, request.params.id, app.config.publicUrl),
    }),
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
