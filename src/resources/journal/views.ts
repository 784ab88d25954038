import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M11: the generated login journal at its menu's address, /staff/journal, with its columns in words. */
export const views = declaredViews(summaries.journal, { screens: () => import('./screens') });
