import { CanAccess } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { lazyScreen } from '../../cabinets/lazyScreen';

const StructureAgentCard = lazyScreen(() => import('./StructureAgentCard'), 'StructureAgentCard');
const StructurePage = lazyScreen(() => import('./StructurePage'), 'StructurePage');

function StructureRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <CanAccess resource="structure" action="list">
            <StructurePage />
          </CanAccess>
        }
      />
      <Route
        path=":id"
        element={
          <CanAccess resource="structure" action="show">
            <StructureAgentCard />
          </CanAccess>
        }
      />
    </Routes>
  );
}

/** The agent structure (G10) at /structure-agents, and the admin's agent card at /structure-agents/{id}. */
export const structureSection = { path: '/structure-agents', element: <StructureRoutes /> };
