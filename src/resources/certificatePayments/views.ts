import { certificatePayments } from '../../../common/resources/certificatePayments';
import { declaredViews } from '../declared/declaredViews';

/** D8: the generated payments list, its columns in words. */
export const views = declaredViews(certificatePayments, { screens: () => import('./screens') });
