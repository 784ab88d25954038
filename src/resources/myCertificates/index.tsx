import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../cabinets/lazyScreen';

const MyCertificatesPage = lazyScreen(() => import('./MyCertificatesPage'), 'MyCertificatesPage');
const MyCertificateCard = lazyScreen(() => import('./MyCertificateCard'), 'MyCertificateCard');

/** C13 in the client cabinet: /certificates (the list) and /certificates/:id (the card). */
export const myCertificatesSection = {
  path: '/certificates',
  element: (
    <Routes>
      <Route index element={<MyCertificatesPage />} />
      <Route path=":id" element={<MyCertificateCard />} />
    </Routes>
  ),
};
