import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../pages/NotFoundPage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * C6: S2's /certificates/{id} (a client's certificate list links there) is the card's other address: it opens the
 * card at /certificates/certificate/{id}, keeping the query; anything else under /certificates/ is no page (B4).
 */
export function CertificateAddress() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return UUID.test(id) ? <Navigate to={`/certificates/certificate/${id}${search}`} replace /> : <NotFoundPage />;
}
