import GroupAdd from '@mui/icons-material/GroupAdd';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const LoaderList = lazyScreen(() => import('./LoaderList'), 'LoaderList');

/** Bulk account creation (M7); the spec names no route, so it lives at /loader. */
const loader: ResourceModule = { icon: GroupAdd };

export const loaderSection = { path: '/loader', element: <LoaderList /> };
export default loader;
