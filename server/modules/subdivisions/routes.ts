import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { translate } from '../../i18n/messages';
import { requireUser } from '../../plugins/access';
import {
  Subdivision,
  SubdivisionId,
  SubdivisionInput,
  SubdivisionListQuery,
  SubdivisionListReply,
  SubdivisionLookup,
  SubdivisionLookupQuery,
  SubdivisionPatch,
} from './schemas';
import * as subdivisions from './service';

const TAGS = ['subdivisions'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: 'subdivisions', action } });

/** Subdivisions of partners (G7): ADMIN manages them; a PARTNER_ADMIN lists its own partner's. */
const subdivisionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/subdivisions',
    {
      config: access('list'),
      schema: {
        tags: TAGS,
        summary: "Subdivisions page; a partner admin sees only its partner's",
        querystring: SubdivisionListQuery,
        response: { 200: SubdivisionListReply, ...errorReplies },
      },
    },
    async (request) => subdivisions.listSubdivisions(app.db, request.query, subdivisions.scopedPartner(requireUser(request))),
  );

  app.get(
    '/subdivisions/all',
    {
      config: access('list'),
      schema: {
        tags: TAGS,
        summary: "Subdivisions for pickers, led by the 'no subdivision' entry (id null)",
        querystring: SubdivisionLookupQuery,
        response: { 200: Type.Array(SubdivisionLookup), ...errorReplies },
      },
    },
    async (request) => {
      const partnerId = subdivisions.scopedPartner(requireUser(request)) ?? request.query.partner_id ?? null;
      const none = { id: null, name: translate(request.language, 'subdivisions.none') };
      return [none, ...(await subdivisions.subdivisionLookup(app.db, partnerId))];
    },
  );

  app.get(
    '/subdivisions/:id',
    { config: access('show'), schema: { tags: TAGS, summary: 'One subdivision', params: SubdivisionId, response: { 200: Subdivision, ...recordErrors } } },
    async (request) => subdivisions.findSubdivision(app.db, request.params.id),
  );

  app.post(
    '/subdivisions',
    {
      config: access('create'),
      schema: { tags: TAGS, summary: 'Create a subdivision', body: SubdivisionInput, response: { 201: Subdivision, ...errorReplies } },
    },
    async (request, reply) => reply.status(201).send(await subdivisions.createSubdivision(app.db, request.body)),
  );

  app.put(
    '/subdivisions/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Replace a subdivision (an omitted parent_id means none)',
        params: SubdivisionId,
        body: SubdivisionInput,
        response: { 200: Subdivision, ...recordErrors },
      },
    },
    async (request) => subdivisions.replaceSubdivision(app.db, request.params.id, request.body),
  );

  app.patch(
    '/subdivisions/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Change only the fields sent',
        params: SubdivisionId,
        body: SubdivisionPatch,
        response: { 200: Subdivision, ...recordErrors },
      },
    },
    async (request) => subdivisions.patchSubdivision(app.db, request.params.id, request.body),
  );

  app.delete(
    '/subdivisions/:id',
    {
      config: access('delete'),
      schema: {
        tags: TAGS,
        summary: 'Delete a subdivision; its agents and certificates keep going without one',
        params: SubdivisionId,
        response: { 200: Subdivision, ...recordErrors },
      },
    },
    async (request) => subdivisions.deleteSubdivision(app.db, request.params.id),
  );
};

export default subdivisionRoutes;
