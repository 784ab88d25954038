import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { assertClientAccess } from '../clients/scope';
import { ActiveOption, ActiveOptionsBody, PrivilegeId, PrivilegeInput } from './schemas';
import { createPrivilege, deletePrivilege, findPrivilege, listActiveOptions } from './service';

/**
 * The client card's Options tab (E9), under the spec's own paths (with their /api segment, see docs/decisions.md).
 * Every call is scoped like the card: an agent reaches only the clients of its own certificates.
 */
const clientOptionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['clients'], resource: 'client-options' });

  route.post('/api/questionnaire/getAllActiveOptions', 'list',
    "A client's active options: the services of its active certificates (kind tariff) and its privilege services (kind privilege)",
    { body: ActiveOptionsBody, response: ok(Type.Array(ActiveOption), 404) },
    async (request) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.body.client_id);
      return listActiveOptions(app.db, user, request.body.client_id);
    });

  route.post('/api/questionnaire/createPrivilegeService', 'create',
    'Give a client a privilege service outside its tariffs (ADMIN, PARTNER_ADMIN, AGENT_ADMIN); field errors name the field',
    { body: PrivilegeInput, response: created(ActiveOption, 404) },
    async (request, reply) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.body.client_id);
      return reply.status(201).send(await createPrivilege(app.db, user, request.body));
    });

  route.delete('/api/questionnaire/privilege/:id', 'delete', 'Take a privilege service away; answers the removed option',
    { params: PrivilegeId, response: ok(ActiveOption, 404) },
    async (request) => {
      const { client_id: clientId, ...option } = await findPrivilege(app.db, request.params.id);
      await assertClientAccess(app.db, requireUser(request), clientId);
      await deletePrivilege(app.db, request.params.id);
      return option;
    });
};

export default clientOptionRoutes;
