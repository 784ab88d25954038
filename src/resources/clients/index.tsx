import People from '@mui/icons-material/People';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const StaffUsersRoutes = lazyScreen(() => import('./StaffUsersRoutes'), 'StaffUsersRoutes');

/**
 * Clients (E1–E10). The resource itself has no list of its own: the table lives at /staff/users (the
 * menu's address), mounted as a custom section; the card also opens over the certificate list.
 */
const clients: ResourceModule = {
  icon: People,
  recordRepresentation: 'name',
};

export const staffUsersSection = { path: '/staff/users', element: <StaffUsersRoutes /> };
export default clients;
