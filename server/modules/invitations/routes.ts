import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { Ref } from '../partners/schemas';
import { subdivisionLookup } from '../subdivisions/lookup';
import { publicInvitation, register } from './register';
import {
  Invitation,
  InvitationChange,
  InvitationId,
  InvitationInput,
  PartnerParam,
  PublicInvitation,
  Registered,
  Registration,
} from './schemas';
import * as invitations from './service';

const TAGS = ['invitations'];
const BASE = '/partner/invitations';
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: 'invitations', action } });

/**
 * Invitations (G6, ADMIN) and the public registration by invitation (A11), beside the generated list of a partner's
 * invitations (common/resources/invitations.ts). Static paths win over /all/:partnerId.
 */
const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    `${BASE}/all/partners`,
    { config: access('list'), schema: { tags: TAGS, summary: 'Partners for the invitation form', response: { 200: Type.Array(Ref), ...errorReplies } } },
    async () => app.db.selectFrom('partners').select(['id', 'name']).orderBy('name').execute(),
  );

  app.get(
    `${BASE}/all/subdivisions/:id`,
    {
      config: access('list'),
      schema: { tags: TAGS, summary: "A partner's subdivisions for the invitation form", params: InvitationId, response: { 200: Type.Array(Ref), ...errorReplies } },
    },
    async (request) => subdivisionLookup(app.db, request.params.id),
  );

  app.get(
    `${BASE}/all/:partnerId`,
    {
      config: access('list'),
      schema: { tags: TAGS, summary: "Every invitation of a partner, newest first", params: PartnerParam, response: { 200: Type.Array(Invitation), ...errorReplies } },
    },
    async (request) => invitations.allInvitations(app.db, request.params.partnerId),
  );

  app.get(
    `${BASE}/one/:id`,
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'An active invitation for the registration page (404 missing, 410 no longer active)', params: InvitationId, response: { 200: PublicInvitation, 404: Type.Ref('ErrorBody'), 410: Type.Ref('ErrorBody'), 400: Type.Ref('ErrorBody') } },
    },
    async (request) => publicInvitation(app.db, request.params.id),
  );

  app.post(
    `${BASE}/register`,
    {
      config: { access: 'public' },
      schema: {
        tags: TAGS,
        summary: 'Register as an agent of the invitation; the invitation is then used (SUCCESS)',
        body: Registration,
        response: { 201: Registered, 400: Type.Ref('ErrorBody'), 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody'), 410: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => reply.status(201).send(await register(app.db, request.body)),
  );

  app.post(
    BASE,
    { config: access('create'), schema: { tags: TAGS, summary: 'Create an invitation', body: InvitationInput, response: { 201: Invitation, ...errorReplies } } },
    async (request, reply) => reply.status(201).send(await invitations.createInvitation(app.db, request.body)),
  );

  app.put(
    `${BASE}/:id`,
    {
      config: access('edit'),
      schema: { tags: TAGS, summary: 'Block or unblock, or change the subdivision or fields', params: InvitationId, body: InvitationChange, response: { 200: Invitation, ...recordErrors } },
    },
    async (request) => invitations.changeInvitation(app.db, request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    { config: access('delete'), schema: { tags: TAGS, summary: 'Delete an invitation', params: InvitationId, response: { 200: Invitation, ...recordErrors } } },
    async (request) => invitations.deleteInvitation(app.db, request.params.id),
  );
};

export default invitationRoutes;
