import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { CabinetAdmin } from '../CabinetAdmin';
import { partnerCabinet } from './partnerCabinet';

export default function PartnerApp() {
  return <CabinetAdmin definition={partnerCabinet} authProvider={authProvider} dataProvider={dataProvider} />;
}
