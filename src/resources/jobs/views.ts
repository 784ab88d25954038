import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** The admin's 'Задачи' (decision Jobs/queue): the generated read-only list and page, refetched while a job waits or runs. */
export const views = declaredViews(summaries.jobs, { screens: () => import('./screens') });
