import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const MyCertificatesPage = lazyScreen(() => import('./MyCertificatesPage'), 'MyCertificatesPage');
const MyCertificateCard = lazyScreen(() => import('./MyCertificateCard'), 'MyCertificateCard');

/** C13 in the client cabinet: /certificates (the list) and /certificates/:id (the card). */
export const myCertificatesSection = {
  path: '/certificates',
  element: sectionRoutes({ '': <MyCertificatesPage />, ':id': <MyCertificateCard /> }),
};
