import Handshake from '@mui/icons-material/Handshake';
import { partners as declaration } from '../../../common/resources/partners';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { pageRoutes } from '../declared/pageRoutes';

const PartnerList = lazyScreen(() => import('./PartnerList'), 'PartnerList');
const PartnerEdit = lazyScreen(() => import('./PartnerPage'), 'PartnerEdit');
const PartnerCreate = lazyScreen(() => import('./PartnerPage'), 'PartnerCreate');

/** Partners (G1–G3, G5, G6) on their declaration: the list at /partners, the spec's page at /partners/partner/:id? with its tabs. */
const partners: ResourceModule = {
  list: PartnerList,
  icon: Handshake,
  recordRepresentation: 'name',
  children: pageRoutes(declaration, PartnerEdit, PartnerCreate),
};

export default partners;
export type { PartnerRecord, PartnerRef } from './types';
export { usePartnerLookup } from './usePartnerLookup';
