import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { PublicService, ServiceLookup } from './schemas';
import * as services from './service';

const TAGS = ['services'];

/** The lookups beside the generated CRUD (F8); the additional services are read by the client card's option picker (E9). */
const servicesLookups: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/services/all',
    {
      config: { access: { resource: 'services', action: 'list' } },
      schema: { tags: TAGS, summary: 'Every service, by name, for pickers', response: { 200: Type.Array(ServiceLookup), ...errorReplies } },
    },
    async (request) => services.allServices(app.db, request.language),
  );

  app.get(
    '/services/additional',
    {
      config: { access: { resource: 'services', action: 'additional' } },
      schema: {
        tags: TAGS,
        summary: 'Additional services: those sold on their own (solo), by name',
        response: { 200: Type.Array(PublicService), ...errorReplies },
      },
    },
    async (request) => services.additionalServices(app.db, request.language),
  );
};

export default servicesLookups;
