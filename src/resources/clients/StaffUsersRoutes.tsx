import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ClientCardDialog } from './card/ClientCardDialog';
import { ClientList } from './ClientList';

/** /staff/users (E1), its client card /staff/users/client/{id} (E3) and the card in edit mode /staff/users/edit/{id} (E2). */
export function StaffUsersRoutes() {
  return (
    <ResourceContextProvider value="clients">
      <Routes>
        <Route path="/" element={<ClientList />}>
          <Route path="client/:id" element={<ClientCardDialog closeTo="/staff/users" />} />
          <Route path="edit/:id" element={<ClientCardDialog closeTo="/staff/users" startEditing />} />
        </Route>
      </Routes>
    </ResourceContextProvider>
  );
}
