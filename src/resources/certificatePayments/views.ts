import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** D8: the generated payments list, its columns in words. */
export const views = declaredViews(summaries.certificatePayments, { screens: () => import('./screens') });
