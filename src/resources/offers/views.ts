import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M10: the generated offers at /settings/concierge-service with the icon's column and input. */
export const views = declaredViews(summaries.offers, { screens: () => import('./screens') });
