/** The server side of the declared tariffs (common/resources/tariffs.ts). */
import { tariffs } from '../../../common/resources/tariffs';
import { serverResource } from '../../resources/hooks';
import { tariffHooks } from './hooks';
import tariffRoutes from './routes';

export default serverResource(tariffs, {
  custom: tariffRoutes,
  hooks: tariffHooks,
  inUse: 'tariffs.inUse',
  summaries: {
    list: "Tariffs page, newest first; agents (not BRUTTO) get their partner's partner_price; admin_comment only for ADMIN",
    one: "One tariff with its services and partners; not an ADMIN: only its own partner's terms, no admin_comment",
    create: 'Create a tariff',
    update: 'Replace the editable fields of a tariff; partners, when given, become its whole partner set',
    delete: 'Delete a tariff; 409 when certificates were sold on it',
  },
});
