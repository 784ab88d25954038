import { DataTable } from 'react-admin';
import { Outlet, useLocation } from 'react-router-dom';
import { NewestFirstList, SEARCH_FILTERS } from '../../components/NewestFirstList';
import { DeclaredEmpty } from '../declared/DeclaredEmpty';
import { PhoneText } from '../../components/PhoneText';
import { ClientCreateDialog } from './ClientCreateDialog';
import type { ClientRecord } from './types';

/**
 * E1: the users (clients) table at /staff/users, newest first, with the server's page size (Q2);
 * a row opens the client card at /staff/users/client/{id} over the list, keeping the query string.
 */
export function ClientList() {
  const { search } = useLocation();
  return (
    <>
      <NewestFirstList resource="clients" filters={SEARCH_FILTERS} actions={<ClientCreateDialog />} title="resources.clients.page.list">
        <DataTable<ClientRecord> rowClick={(id) => `/staff/users/client/${id}${search}`} bulkActionButtons={false} empty={<DeclaredEmpty resource="clients" />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="phone" disableSort render={(record) => <PhoneText phone={record.phone} />} />
          <DataTable.Col source="email" disableSort />
        </DataTable>
      </NewestFirstList>
      <Outlet />
    </>
  );
}
