import type { ComponentType, ReactElement } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import type { ResourceDeclaration } from '../../../common/resource';
import { inputsOf } from './inputs';
import { useFieldAccess, writableOnly } from './useFieldAccess';
import { useSaveError } from './useSaveError';

/** The form of every writable field, with the declared defaults; a field the user may only read is read-only. */
export function declaredForm(d: ResourceDeclaration) {
  const defaults = () => Object.fromEntries(Object.entries(d.fields).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]));
  return function DeclaredForm() {
    const access = useFieldAccess();
    return <SimpleForm defaultValues={defaults}>{inputsOf(d, access)}</SimpleForm>;
  };
}

/** Pessimistic, so the server's field errors land under their fields and a failure is never hidden by an undo. */
export interface EditOptions {
  /** A panel beside the edit form (e.g. the records linked to this one). */
  aside?: ReactElement;
  /** Where a created record goes: the list (default) or its edit page (to go on with what the form lacks). */
  afterCreate?: 'list' | 'edit';
}

export function declaredEdit(d: ResourceDeclaration, Form: ComponentType = declaredForm(d), options: EditOptions = {}) {
  return function DeclaredEdit() {
    const onError = useSaveError(d.name);
    const transform = writableOnly(d.fields, useFieldAccess());
    return (
      <Edit resource={d.name} mutationMode="pessimistic" redirect="list" mutationOptions={{ onError }} transform={transform} aside={options.aside}>
        <Form />
      </Edit>
    );
  };
}

export function declaredCreate(d: ResourceDeclaration, Form: ComponentType = declaredForm(d), options: EditOptions = {}) {
  const editPage = (_resource: string | undefined, id: unknown) => (d.editRoute === 'edit' ? `${d.name}/edit/${id}` : `${d.name}/${id}`);
  return function DeclaredCreate() {
    const onError = useSaveError(d.name);
    const transform = writableOnly(d.fields, useFieldAccess());
    return (
      <Create resource={d.name} redirect={options.afterCreate === 'edit' ? editPage : 'list'} mutationOptions={{ onError }} transform={transform}>
        <Form />
      </Create>
    );
  };
}
