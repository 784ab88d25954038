import { guarded } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';
import type { CabinetSection } from '../../cabinets/types';

const ClientChatRoutes = lazyScreen(() => import('./ChatRoutes'), 'ClientChatRoutes');
const NewConsultation = lazyScreen(() => import('./NewConsultation'), 'NewConsultation');

/** I1–I3 in the client cabinet: /chat (the list), /chat/:id (the thread), /chat-new. */
export const clientChatSections: CabinetSection[] = [
  { path: '/chat', element: guarded({ resource: 'consultations', action: 'list' }, <ClientChatRoutes />) },
  { path: '/chat-new', element: guarded({ resource: 'consultations', action: 'create' }, <NewConsultation />) },
];
