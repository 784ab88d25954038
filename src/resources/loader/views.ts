import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M7: the generated task list at /loader with the partner picker and the .xlsx upload in its actions. */
export const views = declaredViews(summaries.loader, { screens: () => import('./screens') });
