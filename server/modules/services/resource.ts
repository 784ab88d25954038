/** The server side of the declared services resource (common/resources/services.ts). */
import { services } from '../../../common/resources/services';
import { serverResource } from '../../resources/hooks';
import servicesLookups from './routes';

export default serverResource(services, {
  custom: servicesLookups,
  // an unlimited service (no unit) keeps no count
  hooks: { beforeWrite: (columns) => (columns.unit ? columns : { ...columns, limit: 0 }) },
  inUse: 'services.inUse',
  summaries: {
    list: 'Services page: search q in name and description, sort by name, cost, limit or created_at',
    update: 'Replace the editable fields of a service; omitted optional fields take their defaults',
    delete: 'Delete a service; answers the deleted record, or 409 while a tariff or a certificate uses it',
  },
});
