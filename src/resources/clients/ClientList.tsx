import { DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { Outlet, useLocation } from 'react-router-dom';
import { TotalBadge } from '../../components/TotalBadge';
import { formatPhone } from '../../format';
import { ClientCreateDialog } from './ClientCreateDialog';
import type { ClientRecord } from './types';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

/** The list header counts exactly up to this many clients. */
const TOTAL_OVERFLOW = 100_000;
const filters = [<SearchInput key="q" source="q" alwaysOn />];

function ClientListActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={TOTAL_OVERFLOW} />
      <ClientCreateDialog />
    </TopToolbar>
  );
}

/**
 * E1: the users (clients) table at /staff/users, newest first, with the server's page size (Q2);
 * a row opens the client card at /staff/users/client/{id} over the list, keeping the query string.
 */
export function ClientList() {
  const { search } = useLocation();
  return (
    <>
      <List perPage={DEFAULT_PER_PAGE} resource="clients" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} actions={<ClientListActions />} title="resources.clients.page.list">
        <DataTable<ClientRecord> rowClick={(id) => `/staff/users/client/${id}${search}`} bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="phone" disableSort render={(record) => formatPhone(record.phone)} />
          <DataTable.Col source="email" disableSort />
        </DataTable>
      </List>
      <Outlet />
    </>
  );
}
