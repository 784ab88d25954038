import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M8: the categories at /settings/templates/categories, a tab of the templates. */
export const views = declaredViews(summaries.categories, { screens: () => import('./screens') });
