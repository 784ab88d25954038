import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M2: the generated e-mail log at /email with the message as key and value lines, and the send form. */
export const views = declaredViews(summaries.email, { screens: () => import('./screens') });
