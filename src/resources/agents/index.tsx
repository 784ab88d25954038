import Badge from '@mui/icons-material/Badge';
import { ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const AgentFormPage = lazyScreen(() => import('./AgentFormPage'), 'AgentFormPage');
const AgentList = lazyScreen(() => import('./AgentList'), 'AgentList');

/** Agents (G8). The screens live under /staff (the menu's address), mounted as a custom section. */
const agents: ResourceModule = { icon: Badge, recordRepresentation: 'name' };

function StaffAgentsRoutes() {
  return (
    <ResourceContextProvider value="agents">
      <Routes>
        <Route path="/" element={<AgentList />} />
        <Route path="edit/:id?" element={<AgentFormPage />} />
      </Routes>
    </ResourceContextProvider>
  );
}

export const staffAgentsSection = { path: '/staff/agents', element: <StaffAgentsRoutes /> };
export default agents;
