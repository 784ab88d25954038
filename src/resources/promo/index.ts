import LocalOffer from '@mui/icons-material/LocalOffer';
import type { ResourceModule } from '../../cabinets/types';
import { editRoutes } from '../tariffs/editRoutes';
import { lazyScreen } from '../../cabinets/lazyScreen';

const PromoCreate = lazyScreen(() => import('./PromoEdit'), 'PromoCreate');
const PromoEdit = lazyScreen(() => import('./PromoEdit'), 'PromoEdit');
const PromoList = lazyScreen(() => import('./PromoList'), 'PromoList');

/** The promo codes of the sales cabinet (H1–H3), generated from common/resources/promo.ts, at the spec's '/promo/edit/:id?'. */
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
