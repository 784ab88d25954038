import { Edit } from 'react-admin';
import { PromoForm } from './PromoForm';
import { PromoRates } from './PromoRates';

/** H2 edit with the attached tariffs (H3). */
export function PromoEdit() {
  return (
    <Edit resource="promo" mutationMode="pessimistic" redirect="list" aside={<PromoRates />}>
      <PromoForm />
    </Edit>
  );
}
