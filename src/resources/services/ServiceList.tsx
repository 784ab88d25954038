import { DataTable } from 'react-admin';
import { services } from '../../../common/resources/services';
import { TotalBadge } from '../../components/TotalBadge';
import { declaredList } from '../declared/DeclaredList';
import { SERVICES_TOTAL_OVERFLOW } from './constants';
import { ServiceLimitField } from './ServiceLimitField';

/** F6: the generated services table, its limit shown as '12 <unit>' or 'unlimited', with the total badge. */
export const ServiceList = declaredList(services, {
  columns: { limit: <DataTable.Col key="limit" source="limit" field={ServiceLimitField} /> },
  actions: <TotalBadge overflowAt={SERVICES_TOTAL_OVERFLOW} />,
});
