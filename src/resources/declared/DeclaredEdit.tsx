import { type ComponentType, type ReactElement, type ReactNode, Suspense, useContext } from 'react';
import { Create, Edit, SimpleForm, TabbedShowLayout, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { RecordHistorySlot } from './recordHistorySlot';
import type { ResourceDeclaration } from '../../../common/resource';
import { type InputOverrides, inputsOf } from './inputs';
import { hasRecordPage, listPathOf, pagePathOf } from './pageRoutes';
import { useFieldAccess, writableOnly } from './useFieldAccess';
import { useSaveError } from './useSaveError';

export interface EditOptions {
  /** A panel beside the edit form (e.g. the records linked to this one). */
  aside?: ReactElement;
  /**
   * Where a created record goes: the list (default) or its edit page (to go on with what the form lacks);
   * with a declared `page`, always that page.
   */
  afterCreate?: 'list' | 'edit';
  /** Tabs after the generated form's own (`resources.<name>.tabs.main`): the page stays on save. */
  tabs?: ReactNode;
  /** The edit page's toolbar instead of react-admin's (e.g. a tariff's clone); none with `tabs`. */
  editActions?: ReactElement;
}

/** The declared defaults of a new record's form (a hand-written form of a declared resource starts from them too). */
export const defaultsOf = (d: ResourceDeclaration) =>
  Object.fromEntries(Object.entries(d.fields).filter(([, f]) => f.default !== undefined).map(([k, f]) => [k, f.default]));

/** The form of every writable field, with the declared defaults; a field the user may only read is read-only. */
export function declaredForm(d: ResourceDeclaration, inputs: InputOverrides = {}) {
  const defaults = () => defaultsOf(d);
  return function DeclaredForm() {
    const access = useFieldAccess();
    return <SimpleForm defaultValues={defaults}>{inputsOf(d, access, inputs)}</SimpleForm>;
  };
}

/** The generated form as the first tab, the resource's own tabs after it (contents in a plain div: no field label). */
function tabbed(d: ResourceDeclaration, Form: ComponentType, tabs: ReactNode) {
  return (
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label={`resources.${d.name}.tabs.main`}>
        <div>
          <Form />
        </div>
      </TabbedShowLayout.Tab>
      {tabs}
    </TabbedShowLayout>
  );
}

/** Below the form, who changed the record and what (the audit trail, issue 25), for those who may read it. */
function EditHistory() {
  const record = useRecordContext();
  const History = useContext(RecordHistorySlot);
  return record && History ? (
    <Box sx={{ p: 2 }}>
      <Suspense fallback={null}>
        <History recordId={String(record.id)} />
      </Suspense>
    </Box>
  ) : null;
}

/** Pessimistic, so the server's field errors land under their fields and a failure is never hidden by an undo. */
export function declaredEdit(d: ResourceDeclaration, Form: ComponentType = declaredForm(d), { aside, tabs, editActions }: EditOptions = {}) {
  const actions = tabs ? { actions: false as const } : editActions ? { actions: editActions } : {};
  // a list at its own address (`menu.route`) is not react-admin's /<resource>
  const list = d.menu?.route ? listPathOf(d) : 'list';
  return function DeclaredEdit() {
    const onError = useSaveError(d.name);
    const transform = writableOnly(d.fields, useFieldAccess());
    return (
      <Edit
        resource={d.name}
        mutationMode="pessimistic"
        redirect={tabs ? false : list}
        mutationOptions={{ onError }}
        transform={transform}
        aside={aside}
        {...actions}
      >
        {tabs ? tabbed(d, Form, tabs) : <Form />}
        <EditHistory />
      </Edit>
    );
  };
}

export function declaredCreate(d: ResourceDeclaration, Form: ComponentType = declaredForm(d), { afterCreate }: EditOptions = {}) {
  const toRecord = (_resource?: string, id?: unknown) => (hasRecordPage(d) ? pagePathOf(d, String(id)) : `${d.name}/${id}`);
  const toList = d.menu?.route ? listPathOf(d) : 'list';
  const redirect = d.page || afterCreate === 'edit' ? toRecord : toList;
  return function DeclaredCreate() {
    const onError = useSaveError(d.name);
    const transform = writableOnly(d.fields, useFieldAccess());
    return (
      <Create resource={d.name} redirect={redirect} mutationOptions={{ onError }} transform={transform}>
        <Form />
      </Create>
    );
  };
}
