import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/** Agents (G8): the table at /staff/agents (the menu's address) and the agent's form below it, screens of their own. */
export const views = declaredViews(summaries.agents, { routes: lazyScreen(() => import('./StaffAgentsRoutes'), 'StaffAgentsRoutes') });
