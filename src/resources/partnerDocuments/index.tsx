import { CanAccess } from 'react-admin';
import { lazyScreen } from '../../cabinets/lazyScreen';

const AgentDocumentsPage = lazyScreen(() => import('./AgentDocumentsPage'), 'AgentDocumentsPage');

/** The agent's documents page (G5) at /documents; the partner page's documents tab is PartnerDocuments. */
export const documentsSection = {
  path: '/documents',
  element: (
    <CanAccess resource="documents" action="list">
      <AgentDocumentsPage />
    </CanAccess>
  ),
};
export { PartnerDocuments } from './PartnerDocuments';
