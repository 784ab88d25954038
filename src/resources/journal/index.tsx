import FactCheck from '@mui/icons-material/FactCheck';
import { journal as declaration } from '../../../common/resources/journal';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const JournalList = lazyScreen(() => import('./JournalList'), 'JournalList');

/** The login journal (M11), declared in common/resources/journal.ts; mounted at its menu's address, /staff/journal. */
const journal: ResourceModule = { icon: FactCheck };

export const staffJournalSection = { path: declaration.menu.route, element: <JournalList /> };
export default journal;
