import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** H1–H3: the generated promo code screens at the spec's /promo and /promo/edit/:id?, with the code's tariffs beside the form. */
export const views = declaredViews(summaries.promo, { screens: () => import('./screens') });
