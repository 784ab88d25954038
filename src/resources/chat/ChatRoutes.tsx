import { sectionRoutes } from '../../cabinets/sectionRoutes';
import { ClientThreads } from './ClientThreads';
import { OperatorInbox } from './OperatorInbox';
import { OperatorThread } from './OperatorThread';
import { SupportPage } from './SupportPage';
import { SupportThread } from './SupportThread';
import { ThreadView } from './ThreadView';

/** The sections' screens by address, loaded with the first of them (the cabinets carry only this module's name). */
export const ClientChatRoutes = () => sectionRoutes({ '': <ClientThreads />, ':id': <ThreadView line="CONSULTATION" back="/chat" /> });
export const OperatorChatRoutes = () => sectionRoutes({ '': <OperatorInbox line="CONSULTATION" base="/chat" />, ':id': <OperatorThread line="CONSULTATION" back="/chat" /> });
export const SupportRoutes = () => sectionRoutes({ '': <SupportPage />, ':id': <SupportThread /> });
