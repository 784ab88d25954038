import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ClientCardDialog } from './card/ClientCardDialog';
import { ClientList } from './ClientList';

/** /staff/users (E1) and its client card /staff/users/client/{id} (E3). */
export function StaffUsersRoutes() {
  return (
    <ResourceContextProvider value="clients">
      <Routes>
        <Route path="/" element={<ClientList />}>
          <Route path="client/:id" element={<ClientCardDialog closeTo="/staff/users" />} />
        </Route>
      </Routes>
    </ResourceContextProvider>
  );
}
