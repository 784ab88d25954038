import { Navigate } from 'react-router-dom';
import { guarded } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';
import type { CabinetSection } from '../../cabinets/types';

const OperatorChatRoutes = lazyScreen(() => import('./ChatRoutes'), 'OperatorChatRoutes');
const SupportRoutes = lazyScreen(() => import('./ChatRoutes'), 'SupportRoutes');

/**
 * The sales cabinet: the admin's inbox of every consultation at /chat and its thread at /chat/:id; /chat-new opens the
 * inbox (a consultation is the client's to open; decision I2/sales); /support, an agent's line and the admin's inbox of it.
 */
export const salesChatSections: CabinetSection[] = [
  { path: '/chat', element: guarded({ resource: 'consultations', action: 'list' }, <OperatorChatRoutes />) },
  { path: '/chat-new', element: <Navigate to="/chat" replace /> },
  { path: '/support', element: guarded({ resource: 'support', action: 'list' }, <SupportRoutes />) },
];
