import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { actorOf } from '../../audit/record';
import { errorReplies } from '../../http/list';
import { created, ok } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { Agent, AgentId } from '../agents/schemas';
import { findAgent } from '../agents/service';
import { addNode, changeNode, removeNode } from './nodes';
import { FlatSubdivision, NodeId, StructureNode, StructureNodeChange, StructureNodeCreate, StructurePartner } from './schemas';
import { listScopedSubdivisions, structureTree } from './service';

const TAGS = ['structure'];
const access = (action: Action) => ({ access: { resource: 'structure', action } });

/**
 * The agent structure (G10), scoped to the caller: ADMIN all, PARTNER_ADMIN its partner, AGENT_ADMIN its subdivision subtree.
 * GET /issues/{id} is the agent card; POST, PUT and DELETE /issues/{id} change the tree's subdivision nodes (nodes.ts).
 */
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

  const nodeErrors = 'A partner admin may change its own partner’s nodes only (403 for another’s; 404 for an unknown id).';
  app.post(
    '/issues/:id',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: 'Add a subdivision under the node {id}: a subdivision (a child) or a partner (top level)',
        description: nodeErrors,
        params: NodeId,
        body: StructureNodeCreate,
        response: created(StructureNode, 404),
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNode(app.db, requireUser(request), actorOf(request), request.params.id, request.body.name)),
  );

  app.put(
    '/issues/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Rename the subdivision {id} and/or move it under another subdivision of its partner (parent_id null: top level)',
        description: `${nodeErrors} A parent of another partner, or the node itself or one below it, is refused (400 on parent_id).`,
        params: NodeId,
        body: StructureNodeChange,
        response: ok(StructureNode, 404),
      },
    },
    async (request) => changeNode(app.db, requireUser(request), actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/issues/:id',
    {
      config: access('delete'),
      schema: {
        tags: TAGS,
        summary: 'Delete the subdivision {id}; one that still holds subdivisions or agents is refused (409)',
        description: nodeErrors,
        params: NodeId,
        response: ok(StructureNode, 404, 409),
      },
    },
    async (request) => removeNode(app.db, requireUser(request), actorOf(request), request.params.id),
  );
};

export default structureRoutes;
