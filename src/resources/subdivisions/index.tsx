import AccountTree from '@mui/icons-material/AccountTree';
import type { ResourceModule } from '../../cabinets/types';
import { SUBDIVISIONS_PATH } from './types';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { resourceRoutes } from '../../cabinets/sectionRoutes';

const SubdivisionFormPage = lazyScreen(() => import('./SubdivisionFormPage'), 'SubdivisionFormPage');
const SubdivisionList = lazyScreen(() => import('./SubdivisionList'), 'SubdivisionList');

/** Subdivisions (G7). The resource has no routes of its own: the screens live under /partners/subdivisions (the spec's and the menu's address). */
const subdivisions: ResourceModule = { icon: AccountTree, recordRepresentation: 'name' };

export const subdivisionsSection = {
  path: SUBDIVISIONS_PATH,
  element: resourceRoutes('subdivisions', { '': <SubdivisionList />, ':id': <SubdivisionFormPage /> }),
};
export default subdivisions;
export type { SubdivisionRecord, SubdivisionRef } from './types';
