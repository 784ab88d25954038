import Inventory from '@mui/icons-material/Inventory';
import type { ResourceModule } from '../../cabinets/types';
import { editRoutes } from './editRoutes';
import { TariffCreate } from './TariffCreate';
import { TariffEdit } from './TariffEdit';
import { TariffList } from './TariffList';

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
