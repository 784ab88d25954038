import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { PublicService, Service, ServiceId, ServiceInput, ServiceListQuery, ServiceListReply, ServiceLookup } from './schemas';
import * as services from './service';

const TAGS = ['services'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete' | 'additional') => ({ access: { resource: 'services', action } });

/** Services administration (F6, F7) and lookups (F8); ADMIN only, except the additional services that the client card's option picker (E9) reads. */
const servicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/services',
    {
      config: access('list'),
      schema: {
        tags: TAGS,
        summary: 'Services page: search q in name and description, sort by name, cost, limit or created_at',
        querystring: ServiceListQuery,
        response: { 200: ServiceListReply, ...errorReplies },
      },
    },
    async (request) => services.listServices(app.db, request.query),
  );

  app.get(
    '/services/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Every service, by name, for pickers', response: { 200: Type.Array(ServiceLookup), ...errorReplies } },
    },
    async () => services.allServices(app.db),
  );

  app.get(
    '/services/additional',
    {
      config: access('additional'),
      schema: {
        tags: TAGS,
        summary: 'Additional services: those sold on their own (solo), by name',
        response: { 200: Type.Array(PublicService), ...errorReplies },
      },
    },
    async () => services.additionalServices(app.db),
  );

  app.get(
    '/services/:id',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: 'One service', params: ServiceId, response: { 200: Service, ...recordErrors } },
    },
    async (request) => services.findService(app.db, request.params.id),
  );

  app.post(
    '/services',
    {
      config: access('create'),
      schema: { tags: TAGS, summary: 'Create a service', body: ServiceInput, response: { 201: Service, ...errorReplies } },
    },
    async (request, reply) => reply.status(201).send(await services.createService(app.db, request.body)),
  );

  app.put(
    '/services/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Replace the editable fields of a service; omitted optional fields take their defaults',
        params: ServiceId,
        body: ServiceInput,
        response: { 200: Service, ...recordErrors },
      },
    },
    async (request) => services.replaceService(app.db, request.params.id, request.body),
  );

  app.delete(
    '/services/:id',
    {
      config: access('delete'),
      schema: {
        tags: TAGS,
        summary: 'Delete a service; answers the deleted record, or 409 while a tariff or a certificate uses it',
        params: ServiceId,
        response: { 200: Service, ...recordErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => services.deleteService(app.db, request.params.id),
  );
};

export default servicesRoutes;
