import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
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
import { agentSubdivision, setAgentSubdivision } from './subdivision';
import { createAgent, updateAgent } from './write';

const TAGS = ['agents'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const writeErrors = { ...recordErrors, 409: Type.Ref('ErrorBody') };
const access = (action: Action, resource = 'agents') => ({ access: { resource, action } });
const AgentCertificatesQuery = Type.Omit(CertificateListQuery, ['agent_id']);

/** Agents (G8), their subdivision (G9) and their certificates (C1). */
const agentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/agents',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Agents: q in name, login, phone or email; partner and subdivision filters', querystring: AgentListQuery, response: { 200: AgentListReply, ...errorReplies } },
    },
    async (request) => listAgents(app.db, request.query),
  );

  app.post(
    '/agents',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: 'Create an agent account (user and agent in one transaction); a taken login, phone or email answers 409 per field',
        body: AgentCreateInput,
        response: { 201: Agent, ...errorReplies, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => reply.status(201).send(await createAgent(app.db, request.body)),
  );

  app.get(
    '/agents/:id',
    { config: access('show'), schema: { tags: TAGS, summary: 'One agent', params: AgentId, response: { 200: Agent, ...recordErrors } } },
    async (request) => findAgent(app.db, request.params.id),
  );

  app.put(
    '/agents/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Change an agent: fields, roles, partner and subdivision; an empty password keeps the old one',
        params: AgentId,
        body: AgentUpdateInput,
        response: { 200: Agent, ...writeErrors },
      },
    },
    async (request) => {
      const { agent, userId, change } = await updateAgent(app.db, request.params.id, request.body);
      await endSessionsOnAuthorityChange(app, userId, change);
      return agent;
    },
  );

  app.post(
    '/agents/new/:id',
    {
      config: access('block'),
      schema: {
        tags: TAGS,
        summary: "Block or unblock an agent (toggles without a state); answers the agent's roles and state",
        description: 'Blocking ends all sessions of the agent and signs its open tabs out through the live channel.',
        params: AgentId,
        body: AgentBlockInput,
        response: { 200: AgentBlockReply, ...recordErrors },
      },
    },
    async (request) => setAgentBlocked(app, requireUser(request).id, request.params.id, request.body?.blocked),
  );

  app.get(
    '/agents/:id/certificates',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: "The agent's certificates (the certificate list's filters)", params: AgentId, querystring: AgentCertificatesQuery, response: { 200: CertificateList, ...recordErrors } },
    },
    async (request) => {
      await findAgent(app.db, request.params.id);
      return listCertificates(app.db, requireUser(request), { ...request.query, agent_id: request.params.id });
    },
  );

  app.get(
    '/subdivisions/agent/:id',
    {
      config: access('show', 'agent-subdivision'),
      schema: { tags: TAGS, summary: "An agent's partner and subdivision (G9)", params: AgentId, response: { 200: AgentSubdivisionReply, ...recordErrors } },
    },
    async (request) => agentSubdivision(app.db, requireUser(request), request.params.id),
  );

  app.post(
    '/subdivisions/agent/:id',
    {
      config: access('edit', 'agent-subdivision'),
      schema: {
        tags: TAGS,
        summary: "Move an agent to a subdivision of its partner, or out of any (null) (G9)",
        params: AgentId,
        body: AgentSubdivisionInput,
        response: { 200: AgentSubdivisionReply, ...recordErrors },
      },
    },
    async (request) => setAgentSubdivision(app.db, requireUser(request), request.params.id, request.body.subdivision_id),
  );
};

export default agentRoutes;
