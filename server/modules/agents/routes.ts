import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { actorOf } from '../../audit/record';
import { created, ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { listCertificates } from '../certificates/list-service';
import { CertificateList, CertificateListQuery } from '../certificates/schemas';
import { endSessionsOnAuthorityChange } from './authority';
import { setAgentBlocked } from './block';
import {
  Agent,
  AgentBlockInput,
  AgentBlockReply,
  AgentCreateInput,
  AgentId,
  AgentListQuery,
  AgentListReply,
  AgentSubdivisionInput,
  AgentSubdivisionReply,
  AgentUpdateInput,
} from './schemas';
import { findAgent, listAgents } from './service';
import { agentSubdivision as agentSubdivisionOf, setAgentSubdivision } from './subdivision';
import { createAgent, updateAgent } from './write';

const AgentCertificatesQuery = Type.Omit(CertificateListQuery, ['agent_id']);
const agentSubdivision = (action: Action) => ({ resource: 'agent-subdivision', action });

/**
 * The agents' routes beside the generated GET /agents/{id} (common/resources/agents.ts): the list, sorted and searched
 * by the users' columns; create and update with the spec's bodies (G8: `role`, a password); the block, the subdivision
 * (G9) and the certificates (C1). Each answers the declared record.
 */
const agentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['agents'], resource: 'agents' });

  route.get('/agents', 'list', 'Agents: q in name, login, phone or email; partner and subdivision filters',
    { querystring: AgentListQuery, response: ok(AgentListReply) },
    async (request) => listAgents(app.db, request.query, request));

  route.post('/agents', 'create',
    'Create an agent account (user and agent in one transaction); a taken login, phone or email answers 409 per field',
    { body: AgentCreateInput, response: created(Agent, 409) },
    async (request, reply) => reply.status(201).send(await findAgent(app.db, await createAgent(app.db, request.body), request)));

  route.put('/agents/:id', 'edit', 'Change an agent: fields, roles, partner and subdivision; an empty password keeps the old one',
    { params: AgentId, body: AgentUpdateInput, response: ok(Agent, 404, 409) },
    async (request) => {
      const { userId, change } = await updateAgent(app.db, request.params.id, request.body);
      await endSessionsOnAuthorityChange(app, userId, change);
      return findAgent(app.db, request.params.id, request);
    });

  route.post('/agents/new/:id', 'block', "Block or unblock an agent (toggles without a state); answers the agent's roles and state", {
    description: 'Blocking ends all sessions of the agent and signs its open tabs out through the live channel.',
    params: AgentId,
    body: AgentBlockInput,
    response: ok(AgentBlockReply, 404),
  }, async (request) => setAgentBlocked(app, requireUser(request).id, request.params.id, request.body?.blocked));

  route.get('/agents/:id/certificates', 'show', "The agent's certificates (the certificate list's filters)",
    { params: AgentId, querystring: AgentCertificatesQuery, response: ok(CertificateList, 404) },
    async (request) => {
      await findAgent(app.db, request.params.id, request);
      return listCertificates(app.db, requireUser(request), { ...request.query, agent_id: request.params.id });
    });

  route.get('/subdivisions/agent/:id', agentSubdivision('show'), "An agent's partner and subdivision (G9)",
    { params: AgentId, response: ok(AgentSubdivisionReply, 404) },
    async (request) => agentSubdivisionOf(app.db, requireUser(request), request.params.id));

  route.post('/subdivisions/agent/:id', agentSubdivision('edit'), 'Move an agent to a subdivision of its partner, or out of any (null) (G9)',
    { params: AgentId, body: AgentSubdivisionInput, response: ok(AgentSubdivisionReply, 404) },
    async (request) => setAgentSubdivision(app.db, requireUser(request), actorOf(request), request.params.id, request.body.subdivision_id));
};

export default agentRoutes;
