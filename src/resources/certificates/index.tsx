import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../cabinets/types';
import { CertificateCardPage } from './card/CertificateCardPage';
import { CertificateList } from './CertificateList';

/** Certificates (C1–C11): the list at /certificates, the card at /certificates/certificate/{id}. */
const certificates: ResourceModule = {
  list: CertificateList,
  icon: CardMembershipIcon,
  recordRepresentation: 'number',
  children: <Route path="certificate/:id" element={<CertificateCardPage />} />,
};

export default certificates;
