import { useCanAccess } from 'react-admin';
import type { CabinetSection } from '../../cabinets/types';
import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

const InstructionPage = lazyScreen(() => import('./InstructionPage'), 'InstructionPage');
const InstructionEditor = lazyScreen(() => import('./InstructionEditor'), 'InstructionEditor');

/** The admin edits at the address the client reads (decision K4/editor). */
function InstructionScreen() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'instruction-work', action: 'edit' });
  return canEdit ? <InstructionEditor /> : <InstructionPage />;
}

/** K4: /instruction_work. */
export const instructionSection: CabinetSection = guardedPage('/instruction_work', { resource: 'instruction-work', action: 'show' }, InstructionScreen);
