import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CatalogQuery, PublicService, PublicServiceListReply, ServiceId } from '../services/schemas';
import { findService, inCallersLanguage, listServices, toPublicService } from '../services/service';

const TAGS = ['catalog'];
const ErrorReply = Type.Ref('ErrorBody');
const PUBLIC = { access: 'public' as const };

/** The public shop window of services (K3): only services sold on their own, by name; no sign-in needed. */
const catalogServicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/catalog/services',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'Services anyone can buy on their own, by name; search q in name and description',
        security: [],
        querystring: CatalogQuery,
        response: { 200: PublicServiceListReply, 400: ErrorReply },
      },
    },
    async (request) => {
      const page = await listServices(app.db, { ...request.query, sort: 'name', order: 'ASC', soloOnly: true });
      return { ...page, data: page.data.map((service) => toPublicService(inCallersLanguage(service, request.language))) };
    },
  );

  app.get(
    '/catalog/services/:id',
    {
      config: PUBLIC,
      schema: {
        tags: TAGS,
        summary: 'One service of the public catalogue',
        security: [],
        params: ServiceId,
        response: { 200: PublicService, 400: ErrorReply, 404: ErrorReply },
      },
    },
    async (request) => toPublicService(inCallersLanguage(await findService(app.db, request.params.id, true), request.language)),
  );
};

export default catalogServicesRoutes;
