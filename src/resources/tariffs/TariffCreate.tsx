import { Create } from 'react-admin';
import { TariffForm } from './TariffForm';

/** F2 create; then the edit page, where services are attached. */
export function TariffCreate() {
  return (
    <Create resource="tariffs" redirect={(_resource, id) => `tariffs/edit/${id}`}>
      <TariffForm />
    </Create>
  );
}
