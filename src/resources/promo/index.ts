import LocalOffer from '@mui/icons-material/LocalOffer';
import type { ResourceModule } from '../../cabinets/types';
import { editRoutes } from '../tariffs/editRoutes';
import { lazyScreen } from '../../cabinets/lazyScreen';

const PromoCreate = lazyScreen(() => import('./PromoCreate'), 'PromoCreate');
const PromoEdit = lazyScreen(() => import('./PromoEdit'), 'PromoEdit');
const PromoList = lazyScreen(() => import('./PromoList'), 'PromoList');

/** The promo codes resource of the sales cabinet (H1–H3), with the spec's '/promo/edit/:id?'. */
const promo: ResourceModule = {
  list: PromoList,
  edit: PromoEdit,
  create: PromoCreate,
  icon: LocalOffer,
  recordRepresentation: 'code',
  children: editRoutes(PromoEdit, PromoCreate),
};

export default promo;
export type { PromoRecord } from './types';
