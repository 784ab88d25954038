import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M6: the generated job list at /generate-certificate (refetched while a job runs) and its create form. */
export const views = declaredViews(summaries.promoFiles, { screens: () => import('./screens') });
