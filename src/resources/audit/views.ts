import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** The audit journal at /staff/audit, its resources and changes in words. */
export const views = declaredViews(summaries.audit, { screens: () => import('./screens') });
