import { Edit } from 'react-admin';
import { ServiceForm } from './ServiceForm';
import { useServiceSaveError } from './useServiceSaveError';

/** F7; pessimistic, so the server's field errors land under the fields and a failure is never hidden by an undo. */
export function ServiceEdit() {
  const onError = useServiceSaveError();
  return (
    <Edit mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }}>
      <ServiceForm />
    </Edit>
  );
}
