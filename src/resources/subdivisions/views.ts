import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** G7: the generated subdivisions list and form at /partners/subdivisions, the partner and parent from their lookups. */
export const views = declaredViews(summaries.subdivisions, { screens: () => import('./screens') });
