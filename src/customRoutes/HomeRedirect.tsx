import { Navigate } from 'react-router-dom';
import { CABINET_HOME } from '../../common/roles';
import { useCabinet } from '../cabinets/CabinetContext';

/** B2: the root of a cabinet opens its home (certificates, services or partner analytics). */
export function HomeRedirect() {
  return <Navigate to={CABINET_HOME[useCabinet()]} replace />;
}
