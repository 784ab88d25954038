/** The server side of the declared clients (common/resources/clients.ts). */
import { clients } from '../../../common/resources/clients';
import { serverResource } from '../../resources/hooks';
import { clientHooks } from './hooks';
import clientRoutes from './routes';

export default serverResource(clients, {
  custom: clientRoutes,
  hooks: clientHooks,
  summaries: {
    list: 'Users (clients) list: q in name, phone or email; type; newest first',
    create: 'Add a client; a phone or email of another client answers 409 with errors.phone / errors.email',
    update: 'Change name, email, entity; money (step 100) and bonus only by ADMIN; the phone is read-only',
    delete: 'Delete a client (its comments go too; certificates keep their copy of the name)',
  },
});
