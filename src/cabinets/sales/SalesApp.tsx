import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { CabinetAdmin } from '../CabinetAdmin';
import { salesCabinet } from './salesCabinet';

export default function SalesApp() {
  return <CabinetAdmin definition={salesCabinet} authProvider={authProvider} dataProvider={dataProvider} />;
}
