import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

const AgentDocumentsPage = lazyScreen(() => import('./AgentDocumentsPage'), 'AgentDocumentsPage');

/** The agent's documents page (G5) at /documents; the partner page's documents tab is PartnerDocuments. */
export const documentsSection = guardedPage('/documents', { resource: 'documents', action: 'list' }, AgentDocumentsPage);
