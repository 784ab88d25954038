import { subdivisions } from '../../../common/resources/subdivisions';
import { declaredViews } from '../declared/declaredViews';

/** G7: the generated subdivisions list and form at /partners/subdivisions, the partner and parent from their lookups. */
export const views = declaredViews(subdivisions, { screens: () => import('./screens') });
