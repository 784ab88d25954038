import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { CabinetAdmin } from '../CabinetAdmin';
import { clientCabinet } from './clientCabinet';

export default function ClientApp() {
  return <CabinetAdmin definition={clientCabinet} authProvider={authProvider} dataProvider={dataProvider} />;
}
