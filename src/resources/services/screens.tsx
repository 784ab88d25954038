import { DataTable } from 'react-admin';
import { services } from '../../../common/resources/services';
import { TotalBadge } from '../../components/TotalBadge';
import { declaredScreens } from '../declared';
import { SERVICES_TOTAL_OVERFLOW } from './constants';
import { ServiceForm } from './ServiceForm';
import { ServiceLimitField } from './ServiceLimitField';

/**
 * F6: the limit shown as '12 <unit>' or 'unlimited', with the total badge; F7: the service's own form (the
 * 'unlimited' switch), on a create page rather than F6's modal (react-admin's CreateDialog is not in the
 * open-source core, docs/decisions.md F6).
 */
export const screens = declaredScreens(services, {
  columns: { limit: <DataTable.Col key="limit" source="limit" field={ServiceLimitField} /> },
  actions: <TotalBadge overflowAt={SERVICES_TOTAL_OVERFLOW} />,
  form: ServiceForm,
});
