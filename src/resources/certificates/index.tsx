import CardMembershipIcon from '@mui/icons-material/CardMembership';
import { Route } from 'react-router-dom';
import type { ResourceModule } from '../../cabinets/types';
import { CertificateAddress } from './CertificateAddress';
import { CertificateList } from './CertificateList';
import { lazyScreen } from '../../cabinets/lazyScreen';

const ClientCardDialog = lazyScreen(() => import('../clients/card/ClientCardDialog'), 'ClientCardDialog');
const CertificateCardPage = lazyScreen(() => import('./card/CertificateCardPage'), 'CertificateCardPage');

/** Certificates (C1–C11): the list at /certificates, the card at /certificates/certificate/{id} (and /certificates/{id}),
 * the client card at /certificates/client/{id}. */
const certificates: ResourceModule = {
  list: CertificateList,
  icon: CardMembershipIcon,
  recordRepresentation: 'number',
  children: [
    <Route key="certificate" path="certificate/:id" element={<CertificateCardPage />} />,
    // without it the list's catch-all route showed the list for /certificates/{id} (C6)
    <Route key="id" path=":id" element={<CertificateAddress />} />,
    // E3: the client card opens over the list it was clicked in, and closes back to it
    <Route
      key="client"
      path="client/:id"
      element={
        <>
          <CertificateList />
          <ClientCardDialog closeTo="/certificates" />
        </>
      }
    />,
  ],
};

export default certificates;
