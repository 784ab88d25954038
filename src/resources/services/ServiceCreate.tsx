import { Create } from 'react-admin';
import { ServiceForm } from './ServiceForm';
import { useServiceSaveError } from './useServiceSaveError';

/** A create page rather than F6's modal: react-admin's CreateDialog is not in the open-source core (docs/decisions.md F6). */
export function ServiceCreate() {
  const onError = useServiceSaveError();
  return (
    <Create redirect="list" mutationOptions={{ onError }}>
      <ServiceForm />
    </Create>
  );
}
