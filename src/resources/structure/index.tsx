import { guarded } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const StructureAgentCard = lazyScreen(() => import('./StructureAgentCard'), 'StructureAgentCard');
const StructurePage = lazyScreen(() => import('./StructurePage'), 'StructurePage');

/** The agent structure (G10) at /structure-agents, and the admin's agent card at /structure-agents/{id}. */
export const structureSection = {
  path: '/structure-agents',
  element: sectionRoutes({
    '': guarded({ resource: 'structure', action: 'list' }, <StructurePage />),
    ':id': guarded({ resource: 'structure', action: 'show' }, <StructureAgentCard />),
  }),
};
