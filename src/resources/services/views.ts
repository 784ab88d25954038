import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** F6–F7: the generated services screens with the limit in words, the total and the service's own form. */
export const views = declaredViews(summaries.services, { screens: () => import('./screens') });
