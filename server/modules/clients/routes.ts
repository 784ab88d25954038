import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hasRole } from '../../../common/roles';
import { clients } from '../../../common/resources/clients';
import { badRequest } from '../../http/errors';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { readRecord } from '../../resources/records';
import { ownClientId } from '../client-cabinet/own';
import { listClientCertificates, listClientServices } from './certificates';
import { checkClients } from './check';
import { clientExists } from './exist';
import { clientHooks } from './hooks';
import {
  CheckClientsQuery,
  CheckClientsReply,
  ClientCard,
  ClientCertificateList,
  ClientCertificatesQuery,
  ClientExistQuery,
  ClientExistReply,
  ClientId,
} from './schemas';
import { assertClientAccess } from './scope';

const answering = { declaration: clients, hooks: clientHooks };

/**
 * The clients' routes beside the generated ones (common/resources/clients.ts): the card (E3), the sale's and the
 * add-client form's checks (E7) and the card's certificates (C13). Agents reach only the clients their paid sales made
 * theirs (./scope.ts).
 */
const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['clients'], resource: 'clients' });

  route.get('/clients/:id', 'show', "The client card with its tariffs' services", { params: ClientId, response: ok(ClientCard, 404) },
    async (request) => {
      await assertClientAccess(app.db, requireUser(request), request.params.id);
      const [client, services] = await Promise.all([
        readRecord(app.db, answering, request.params.id, request),
        listClientServices(app.db, request.params.id),
      ]);
      return { ...client, services };
    });

  route.get('/client/exist', 'create', 'Sale: is there a client with this phone (any format) or email? The name only of a client the caller may open (E7)',
    { querystring: ClientExistQuery, response: ok(ClientExistReply) },
    async (request) => clientExists(app.db, requireUser(request), request.query));

  route.get('/check/clients', 'create',
    'Add-client duplicate check: clients with the same phone, email or full name, and what matched (E7); agents get names only',
    { querystring: CheckClientsQuery, response: ok(CheckClientsReply) },
    async (request) => checkClients(app.db, requireUser(request), request.query));

  route.get('/client/certificates', { resource: 'client-certificates', action: 'list' },
    "A client's certificates, active first; inactive ones only with show_inactive=true (C13); a client reads its own (client_id may be left out)",
    { querystring: ClientCertificatesQuery, response: ok(ClientCertificateList, 404) },
    async (request) => {
      const user = requireUser(request);
      const staff = hasRole(user.roles, 'ADMIN', 'AGENT');
      const clientId = request.query.client_id ?? (staff ? undefined : await ownClientId(app.db, user.id));
      if (!clientId) {
        if (staff) throw badRequest({ client_id: 'validation.failed' });
        return { data: [], total: 0, perPage: request.query.perPage, page: request.query.page };
      }
      await assertClientAccess(app.db, user, clientId);
      return listClientCertificates(app.db, user, { ...request.query, client_id: clientId }, staff);
    });
};

export default clientRoutes;
