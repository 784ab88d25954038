import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M8: the templates' list at /settings/templates with the tabs to categories and pictures. */
export const views = declaredViews(summaries.templates, { screens: () => import('./screens') });
