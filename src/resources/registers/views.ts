import { summaries } from '../../../common/resources/summaries';
import { declaredViews } from '../declared/declaredViews';

/** C15/G4: the generated registers list with the upload in its actions and each registry's report. */
export const views = declaredViews(summaries.certificateRegisters, { screens: () => import('./screens') });
