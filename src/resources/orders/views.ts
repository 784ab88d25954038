import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/** M3: the generated orders list at /orders-list (its codes in words) and the order's page at /orders-list/{id}. */
export const views = declaredViews(summaries.orders, { routes: lazyScreen(() => import('./OrdersRoutes'), 'OrdersRoutes') });
