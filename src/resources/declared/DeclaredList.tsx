import type { ReactElement, ReactNode } from 'react';
import {
  ColumnsButton, CreateButton, DataTable, DeleteWithConfirmButton, ExportButton, List, Pagination, SearchInput, TopToolbar,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../common/resource';
import { columnFor } from './columns';
import { inputFor } from './inputs';

export interface ListOptions {
  /** Columns that replace the generated one of that field. */
  columns?: Partial<Record<string, ReactElement>>;
  /** Extra columns, after the declared ones. */
  extraColumns?: ReactNode;
  /** Extra actions, before the generated ones (e.g. a total badge). */
  actions?: ReactNode;
}

/** react-admin's own buttons check canAccess (authProvider) before they show, so no button needs its own check. */
export function declaredList(d: ResourceDeclaration, options: ListOptions = {}) {
  const on = (op: 'create' | 'delete' | 'update') => d.operations?.[op] !== false;
  const filters = [
    ...(d.list.search?.length ? [<SearchInput key="q" source="q" alwaysOn />] : []),
    ...(d.list.filters ?? []).flatMap((key) => inputFor(d, key, d.fields[key])),
  ];
  const actions = (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {options.actions}
      <ColumnsButton />
      {on('create') && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
  const perPage = d.list.perPage ?? 25;

  function DeclaredList() {
    return (
      <List
        perPage={perPage}
        sort={d.list.defaultSort}
        filters={filters.length ? filters : undefined}
        actions={actions}
        pagination={<Pagination rowsPerPageOptions={[perPage]} />}
      >
        <DataTable rowClick={on('update') ? 'edit' : false} bulkActionButtons={false}>
          {d.list.columns.map((key) => options.columns?.[key] ?? columnFor(d, key, d.fields[key]))}
          {options.extraColumns}
          {on('delete') && (
            <DataTable.Col align="right">
              <DeleteWithConfirmButton mutationMode="pessimistic" />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    );
  }
  return DeclaredList;
}
