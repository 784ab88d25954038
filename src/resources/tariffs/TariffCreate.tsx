import { Create } from 'react-admin';
import { tariffs } from '../../../common/resources/tariffs';
import { pagePathOf } from '../declared/pageRoutes';
import { TariffForm } from './TariffForm';

/** F2 create; then the edit page, where services are attached. */
export function TariffCreate() {
  return (
    <Create resource="tariffs" redirect={(_resource, id) => pagePathOf(tariffs, String(id))}>
      <TariffForm />
    </Create>
  );
}
