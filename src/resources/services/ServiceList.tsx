import {
  ColumnsButton,
  CreateButton,
  DataTable,
  DeleteWithConfirmButton,
  ExportButton,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { formatPrice } from '../../format';
import { SERVICES_PER_PAGE, SERVICES_TOTAL_OVERFLOW } from './constants';
import { ServiceLimitField } from './ServiceLimitField';
import { TotalBadge } from '../../components/TotalBadge';
import type { ServiceRecord } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ServiceListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={SERVICES_TOTAL_OVERFLOW} />
      <ColumnsButton />
      <CreateButton />
      <ExportButton />
    </TopToolbar>
  );
}

/** F6: the admin's services table; page, sort and search live in the query string (react-admin's list does it). */
export function ServiceList() {
  return (
    <List
      perPage={SERVICES_PER_PAGE}
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filters}
      actions={<ServiceListActions />}
      pagination={<Pagination rowsPerPageOptions={[SERVICES_PER_PAGE]} />}
    >
      <DataTable<ServiceRecord> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="description" disableSort />
        <DataTable.Col source="cost" align="right" render={(record) => formatPrice(record.cost)} />
        <DataTable.Col source="limit" field={ServiceLimitField} />
        <DataTable.Col align="right">
          <DeleteWithConfirmButton mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
