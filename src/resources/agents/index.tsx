import Badge from '@mui/icons-material/Badge';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { resourceRoutes } from '../../cabinets/sectionRoutes';

const AgentFormPage = lazyScreen(() => import('./AgentFormPage'), 'AgentFormPage');
const AgentList = lazyScreen(() => import('./AgentList'), 'AgentList');

/** Agents (G8). The screens live under /staff (the menu's address), mounted as a custom section. */
const agents: ResourceModule = { icon: Badge, recordRepresentation: 'name' };

export const staffAgentsSection = {
  path: '/staff/agents',
  element: resourceRoutes('agents', { '': <AgentList />, 'edit/:id?': <AgentFormPage /> }),
};
export default agents;
