import { agents } from '../../../common/resources/agents';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/** Agents (G8): the table at /staff/agents (the menu's address) and the agent's form below it, screens of their own. */
export const views = declaredViews(agents, { routes: lazyScreen(() => import('./StaffAgentsRoutes'), 'StaffAgentsRoutes') });
