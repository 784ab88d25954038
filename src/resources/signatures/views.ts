import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/** M5: the generated sign orders list at /sign-docs, a new order at /sign-docs/new and one order's page at /sign-docs/{id}. */
export const views = declaredViews(summaries.signatures, { routes: lazyScreen(() => import('./SignaturesRoutes'), 'SignaturesRoutes') });
