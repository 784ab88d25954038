import { Create } from 'react-admin';
import { PromoForm } from './PromoForm';

/** H2 create; then the edit page, where tariffs are attached. */
export function PromoCreate() {
  return (
    <Create resource="promo" redirect={(_resource, id) => `promo/edit/${id}`}>
      <PromoForm />
    </Create>
  );
}
