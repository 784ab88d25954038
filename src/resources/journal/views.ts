import { journal } from '../../../common/resources/journal';
import { declaredViews } from '../declared/declaredViews';

/** M11: the generated login journal at its menu's address, /staff/journal, with its columns in words. */
export const views = declaredViews(journal, { screens: () => import('./screens') });
