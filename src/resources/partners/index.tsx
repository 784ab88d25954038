import Handshake from '@mui/icons-material/Handshake';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const PartnerList = lazyScreen(() => import('./PartnerList'), 'PartnerList');
const PartnerPage = lazyScreen(() => import('./PartnerPage'), 'PartnerPage');

/** Partners (G1–G3, G5, G6): the list at /partners, the spec's page at /partners/partner/:id? next to react-admin's routes. */
const partners: ResourceModule = {
  list: PartnerList,
  icon: Handshake,
  recordRepresentation: 'name',
  children: [
    <Route key="new" path="partner" element={<PartnerPage />} />,
    <Route key="page" path="partner/:id/*" element={<PartnerPage />} />,
  ],
};

export default partners;
export type { PartnerRecord, PartnerRef } from './types';
export { usePartnerLookup } from './usePartnerLookup';
