import Inventory from '@mui/icons-material/Inventory';
import type { ResourceModule } from '../../cabinets/types';
import { tariffs as declaration } from '../../../common/resources/tariffs';
import { pageRoutes } from '../declared/pageRoutes';
import { lazyScreen } from '../../cabinets/lazyScreen';

const TariffCreate = lazyScreen(() => import('./TariffCreate'), 'TariffCreate');
const TariffEdit = lazyScreen(() => import('./TariffEdit'), 'TariffEdit');
const TariffList = lazyScreen(() => import('./TariffList'), 'TariffList');

/**
 * The tariffs of the sales cabinet (F1–F5), generated from common/resources/tariffs.ts and extended (./TariffList,
 * ./TariffEdit); the declared page '/tariffs/edit/:id?' sits next to react-admin's routes.
 */
const tariffs: ResourceModule = {
  list: TariffList,
  edit: TariffEdit,
  create: TariffCreate,
  icon: Inventory,
  recordRepresentation: 'name',
  children: pageRoutes(declaration, TariffEdit, TariffCreate),
};

export default tariffs;
export type { TariffRecord } from './types';
