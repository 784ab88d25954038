import { Create, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { isUuid } from '../declared/pageRoutes';
import { SUBDIVISIONS_PATH } from './types';
import { SubdivisionForm } from './SubdivisionForm';

/** /partners/subdivisions/:id (G7): a UUID opens that subdivision, anything else (e.g. 'new') the empty form. Saves are pessimistic so field errors land under the fields. */
export function SubdivisionFormPage() {
  const { id } = useParams<'id'>();
  if (!isUuid(id)) {
    return (
      <Create resource="subdivisions" redirect={SUBDIVISIONS_PATH} title="resources.subdivisions.page.create">
        <SubdivisionForm />
      </Create>
    );
  }
  return (
    <Edit key={id} resource="subdivisions" id={id} mutationMode="pessimistic" redirect={SUBDIVISIONS_PATH} title="resources.subdivisions.page.edit">
      <SubdivisionForm />
    </Edit>
  );
}
