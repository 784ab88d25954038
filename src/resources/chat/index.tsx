import { Navigate } from 'react-router-dom';
import { guarded } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';
import type { CabinetSection } from '../../cabinets/types';

const ClientThreads = lazyScreen(() => import('./ClientThreads'), 'ClientThreads');
const NewConsultation = lazyScreen(() => import('./NewConsultation'), 'NewConsultation');
const ThreadView = lazyScreen(() => import('./ThreadView'), 'ThreadView');
const OperatorInbox = lazyScreen(() => import('./OperatorInbox'), 'OperatorInbox');
const OperatorThread = lazyScreen(() => import('./OperatorThread'), 'OperatorThread');
const SupportPage = lazyScreen(() => import('./SupportPage'), 'SupportPage');
const SupportThread = lazyScreen(() => import('./SupportThread'), 'SupportThread');

const consultations = (action: string) => ({ resource: 'consultations', action });

/** I1–I3 in the client cabinet: /chat (the list), /chat/:id (the thread), /chat-new. */
export const clientChatSections: CabinetSection[] = [
  { path: '/chat', element: guarded(consultations('list'), sectionRoutes({ '': <ClientThreads />, ':id': <ThreadView line="CONSULTATION" back="/chat" /> })) },
  { path: '/chat-new', element: guarded(consultations('create'), <NewConsultation />) },
];

/**
 * The sales cabinet: the admin's inbox of every consultation at /chat and its thread at /chat/:id; /chat-new opens the
 * inbox (a consultation is the client's to open; decision I2/sales); /support, an agent's line and the admin's inbox of it.
 */
export const salesChatSections: CabinetSection[] = [
  { path: '/chat', element: guarded(consultations('list'), sectionRoutes({ '': <OperatorInbox line="CONSULTATION" base="/chat" />, ':id': <OperatorThread line="CONSULTATION" back="/chat" /> })) },
  { path: '/chat-new', element: <Navigate to="/chat" replace /> },
  {
    path: '/support',
    element: guarded({ resource: 'support', action: 'list' }, sectionRoutes({ '': <SupportPage />, ':id': <SupportThread /> })),
  },
];
