import AccountTree from '@mui/icons-material/AccountTree';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { ResourceModule } from '../../cabinets/types';
import { SUBDIVISIONS_PATH } from './types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const SubdivisionFormPage = lazyScreen(() => import('./SubdivisionFormPage'), 'SubdivisionFormPage');
const SubdivisionList = lazyScreen(() => import('./SubdivisionList'), 'SubdivisionList');

/** Subdivisions (G7). The resource has no routes of its own: the screens live under /partners/subdivisions (the spec's and the menu's address). */
const subdivisions: ResourceModule = { icon: AccountTree, recordRepresentation: 'name' };

function SubdivisionRoutes() {
  return (
    <ResourceContextProvider value="subdivisions">
      <Routes>
        <Route path="/" element={<SubdivisionList />} />
        <Route path=":id" element={<SubdivisionFormPage />} />
      </Routes>
    </ResourceContextProvider>
  );
}

export const subdivisionsSection = { path: SUBDIVISIONS_PATH, element: <SubdivisionRoutes /> };
export default subdivisions;
export type { SubdivisionRecord, SubdivisionRef } from './types';
