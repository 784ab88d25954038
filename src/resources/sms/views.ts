import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** M1: the generated SMS log at /sms with its price in roubles, the provider's balance and the send form. */
export const views = declaredViews(summaries.sms, { screens: () => import('./screens') });
