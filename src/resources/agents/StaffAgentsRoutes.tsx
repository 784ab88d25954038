import { resourceRoutes } from '../../cabinets/sectionRoutes';
import { AgentFormPage } from './AgentFormPage';
import { AgentList } from './AgentList';

/** /staff/agents (G8): the agents' table and their form at /staff/agents/edit/:id? (a new agent without an id). */
export function StaffAgentsRoutes() {
  return resourceRoutes('agents', { '': <AgentList />, 'edit/:id?': <AgentFormPage /> });
}
