import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { Agent, AgentId } from '../agents/schemas';
import { findAgent } from '../agents/service';
import { FlatSubdivision, StructurePartner } from './schemas';
import { listScopedSubdivisions, structureTree } from './service';

const TAGS = ['structure'];
const access = (action: Action) => ({ access: { resource: 'structure', action } });

/** The agent structure (G10), scoped to the caller: ADMIN all, PARTNER_ADMIN its partner, AGENT_ADMIN its subdivision subtree. */
const structureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/issues/structure',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'The tree partner → subdivisions (nested) → agents, in the caller’s scope', response: { 200: Type.Array(StructurePartner), ...errorReplies } },
    },
    async (request) => structureTree(app.db, requireUser(request)),
  );

  app.get(
    '/issues/structure/subdivisions',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'The subdivisions of the caller’s scope, flat, by name', response: { 200: Type.Array(FlatSubdivision), ...errorReplies } },
    },
    async (request) => listScopedSubdivisions(app.db, requireUser(request)),
  );

  app.get(
    '/issues/:id',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: 'The agent card opened from the structure', params: AgentId, response: { 200: Agent, ...errorReplies, 404: Type.Ref('ErrorBody') } },
    },
    async (request) => findAgent(app.db, request.params.id, request),
  );
};

export default structureRoutes;
