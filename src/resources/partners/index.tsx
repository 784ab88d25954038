import Handshake from '@mui/icons-material/Handshake';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { pageRoutes } from '../declared/pageRoutes';
import { PARTNER_PAGE } from './types';

const PartnerList = lazyScreen(() => import('./PartnerList'), 'PartnerList');
const PartnerPage = lazyScreen(() => import('./PartnerPage'), 'PartnerPage');

/** Partners (G1–G3, G5, G6) on their declaration: the list at /partners, the spec's page at /partners/partner/:id? with its tabs. */
const partners: ResourceModule = {
  list: PartnerList,
  icon: Handshake,
  recordRepresentation: 'name',
  children: pageRoutes(PARTNER_PAGE, PartnerPage),
};

export default partners;
export type { PartnerRecord, PartnerRef } from './types';
export { usePartnerLookup } from './usePartnerLookup';
