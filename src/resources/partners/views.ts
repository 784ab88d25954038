import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/**
 * Partners (G1–G3, G5, G6): the generated list, and the partner page at /partners/partner/:id? — the generated form
 * with the page's own tabs (tariffs, widget, documents, invitations, analytics, reports), a screen of its own.
 */
export const views = declaredViews(summaries.partners, {
  screens: () => import('./screens'),
  edit: lazyScreen(() => import('./PartnerPage'), 'PartnerEdit'),
  create: lazyScreen(() => import('./PartnerPage'), 'PartnerCreate'),
});
