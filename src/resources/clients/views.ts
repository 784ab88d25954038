import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/**
 * Clients (E1–E7): the table at /staff/users (the menu's address) with the card over it at /staff/users/client/:id
 * and in edit mode at /staff/users/edit/:id, screens of their own; the card also opens over the certificate list.
 */
export const views = declaredViews(summaries.clients, { routes: lazyScreen(() => import('./StaffUsersRoutes'), 'StaffUsersRoutes') });
