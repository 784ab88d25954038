import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const OrdersPage = lazyScreen(() => import('./OrdersPage'), 'OrdersPage');
const InstalmentsPage = lazyScreen(() => import('./InstalmentsPage'), 'InstalmentsPage');

/** K2: /order (the orders) and /order/certificates (the credit payments). */
export const clientOrdersSection = {
  path: '/order',
  element: sectionRoutes({ '': <OrdersPage />, certificates: <InstalmentsPage /> }),
};
