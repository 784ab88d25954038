import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M8: the generated pictures' list at /settings/templates/pictures with the upload in its actions. */
export const views = declaredViews(summaries.templatePictures, { screens: () => import('./screens') });
