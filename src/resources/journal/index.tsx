import FactCheck from '@mui/icons-material/FactCheck';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const JournalList = lazyScreen(() => import('./JournalList'), 'JournalList');

/** The login journal (M11); mounted at /staff/journal, the menu's address. */
const journal: ResourceModule = { icon: FactCheck };

export const staffJournalSection = { path: '/staff/journal', element: <JournalList /> };
export default journal;
