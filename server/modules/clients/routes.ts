import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canAccess } from '../../../common/access';
import { created, ok, routeTable } from '../../http/route';
import { badRequest, forbidden } from '../../http/errors';
import { hasRole } from '../../../common/roles';
import { ownClientId } from '../client-cabinet/own';
import { requireUser } from '../../plugins/access';
import { listClientCertificates, listClientServices } from './certificates';
import {
  CheckClientsQuery,
  CheckClientsReply,
  Client,
  ClientCard,
  ClientCertificateList,
  ClientCertificatesQuery,
  ClientCreateInput,
  ClientExistQuery,
  ClientExistReply,
  ClientId,
  ClientListQuery,
  ClientListReply,
  ClientUpdateInput,
} from './schemas';
import { checkClients } from './check';
import { clientExists } from './exist';
import { assertClientAccess } from './scope';
import * as clients from './service';

/** Clients (E1–E7) and the client card's certificates (C13). Agents reach only the clients their paid sales made theirs (./scope.ts). */
const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['clients'], resource: 'clients' });

  route.get('/clients', 'list', 'Users (clients) list: q in name, phone or email; type; newest first',
    { querystring: ClientListQuery, response: ok(ClientListReply) },
    async (request) => clients.listClients(app.db, request.query));

  route.post('/clients', 'create', 'Add a client; a phone or email of another client answers 409 with errors.phone / errors.email',
    { body: ClientCreateInput, response: created(Client, 409) },
    async (request, reply) => reply.status(201).send(await clients.createClient(app.db, request.body)));

  route.get('/clients/:id', 'show', "The client card with its tariffs' services", { params: ClientId, response: ok(ClientCard, 404) },
    async (request) => {
      await assertClientAccess(app.db, requireUser(request), request.params.id);
      const [client, services] = await Promise.all([clients.findClient(app.db, request.params.id), listClientServices(app.db, request.params.id)]);
      return { ...client, services };
    });

  route.put('/clients/:id', 'edit', 'Change name, email, entity; money (step 100) and bonus only by ADMIN; the phone is read-only',
    { params: ClientId, body: ClientUpdateInput, response: ok(Client, 404, 409) },
    async (request) => {
      const user = requireUser(request);
      await assertClientAccess(app.db, user, request.params.id);
      const { money, bonus } = request.body;
      if ((money !== undefined || bonus !== undefined) && !canAccess(user, { resource: 'clients', action: 'balance' })) {
        const current = await clients.findClient(app.db, request.params.id);
        if ((money ?? current.money) !== current.money || (bonus ?? current.bonus) !== current.bonus) throw forbidden();
      }
      return clients.updateClient(app.db, request.params.id, request.body);
    });

  route.delete('/clients/:id', 'delete', 'Delete a client (its comments go too; certificates keep their copy of the name)',
    { params: ClientId, response: ok(Client, 404) },
    async (request) => clients.deleteClient(app.db, request.params.id));

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
