import LocalOffer from '@mui/icons-material/LocalOffer';
import type { ResourceModule } from '../../cabinets/types';
import { promo as declaration } from '../../../common/resources/promo';
import { pageRoutes } from '../declared/pageRoutes';
import { lazyScreen } from '../../cabinets/lazyScreen';

const PromoCreate = lazyScreen(() => import('./PromoEdit'), 'PromoCreate');
const PromoEdit = lazyScreen(() => import('./PromoEdit'), 'PromoEdit');
const PromoList = lazyScreen(() => import('./PromoList'), 'PromoList');

/**
 * The promo codes of the sales cabinet (H1–H3), generated from common/resources/promo.ts: the declared page
 * '/promo/edit/:id?', and react-admin's own '/promo/create' and '/promo/:id' kept beside it.
 */
const promo: ResourceModule = {
  list: PromoList,
  edit: PromoEdit,
  create: PromoCreate,
  icon: LocalOffer,
  recordRepresentation: 'code',
  children: pageRoutes(declaration, PromoEdit, PromoCreate),
};

export default promo;
export type { PromoRecord } from './types';
