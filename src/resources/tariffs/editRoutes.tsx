import type { ComponentType } from 'react';
import { Route, useParams } from 'react-router-dom';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);

/** The spec's '/<resource>/edit/:id?': an id that is not a UUID opens the empty form, so nothing is loaded for it. */
function EditOrCreate({ edit: Edit, create: Create }: { edit: ComponentType; create: ComponentType }) {
  const { id } = useParams<'id'>();
  return isUuid(id) ? <Edit key={id} /> : <Create />;
}

/** Routes 'edit' and 'edit/:id' under a resource, next to react-admin's own '/create' and '/:id'. */
export function editRoutes(edit: ComponentType, create: ComponentType) {
  return [
    <Route key="edit" path="edit" element={<EditOrCreate edit={edit} create={create} />} />,
    <Route key="edit-id" path="edit/:id" element={<EditOrCreate edit={edit} create={create} />} />,
  ];
}
