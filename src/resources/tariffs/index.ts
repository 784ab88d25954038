import Inventory from '@mui/icons-material/Inventory';
import type { ResourceModule } from '../../cabinets/types';
import { editRoutes } from './editRoutes';
import { lazyScreen } from '../../cabinets/lazyScreen';

const TariffCreate = lazyScreen(() => import('./TariffCreate'), 'TariffCreate');
const TariffEdit = lazyScreen(() => import('./TariffEdit'), 'TariffEdit');
const TariffList = lazyScreen(() => import('./TariffList'), 'TariffList');

/** The tariffs resource of the sales cabinet (F1–F5); the spec's '/tariffs/edit/:id?' sits next to react-admin's routes. */
const tariffs: ResourceModule = {
  list: TariffList,
  edit: TariffEdit,
  create: TariffCreate,
  icon: Inventory,
  recordRepresentation: 'name',
  children: editRoutes(TariffEdit, TariffCreate),
};

export default tariffs;
export type { TariffRecord } from './types';
