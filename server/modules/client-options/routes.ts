import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { assertClientAccess } from '../clients/scope';
import { ActiveOption, ActiveOptionsBody, PrivilegeId, PrivilegeInput } from './schemas';
import { createPrivilege, deletePrivilege, findPrivilege, listActiveOptions } from './service';

const TAGS = ['clients'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: Action) => ({ access: { resource: 'client-options', action } });

/**
 * The client card's Options tab (E9), under the spec's own paths (with their /api segment, see docs/decisions.md).
 * Every call is scoped like the card: an agent reaches only the clients of its own certificates.
 */
const clientOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/questionnaire/getAllActiveOptions',
    {
      config: access('list'),
      schema: {
        tags: TAGS,
        summary: "A client's active options: the services of its active certificates (kind tariff) and its privilege services (kind privilege)",
        body: ActiveOptionsBody,
        response: { 200: Type.Array(ActiveOption), ...recordErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.body.client_id);
      return listActiveOptions(app.db, user, request.body.client_id);
    },
  );

  app.post(
    '/api/questionnaire/createPrivilegeService',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: 'Give a client a privilege service outside its tariffs (ADMIN, PARTNER_ADMIN, AGENT_ADMIN); field errors name the field',
        body: PrivilegeInput,
        response: { 201: ActiveOption, ...recordErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.body.client_id);
      return reply.status(201).send(await createPrivilege(app.db, user, request.body));
    },
  );

  app.delete(
    '/api/questionnaire/privilege/:id',
    {
      config: access('delete'),
      schema: { tags: TAGS, summary: 'Take a privilege service away; answers the removed option', params: PrivilegeId, response: { 200: ActiveOption, ...recordErrors } },
    },
    async (request) => {
      const { client_id: clientId, ...option } = await findPrivilege(app.db, request.params.id);
      await assertClientAccess(app.db, requireUser(request), clientId);
      await deletePrivilege(app.db, request.params.id);
      return option;
    },
  );
};

export default clientOptionRoutes;
