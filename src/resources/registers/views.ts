import { certificateRegisters } from '../../../common/resources/certificateRegisters';
import { declaredViews } from '../declared/declaredViews';

/** C15/G4: the generated registers list with the upload in its actions and each registry's report. */
export const views = declaredViews(certificateRegisters, { screens: () => import('./screens') });
