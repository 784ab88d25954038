import type { ReactElement, ReactNode } from 'react';
import {
  CanAccess, ColumnsButton, CreateButton, DataTable, DeleteWithConfirmButton, ExportButton, type Identifier, List, Pagination, SearchInput, TopToolbar,
  useCanAccess,
} from 'react-admin';
import type { ResourceDeclaration } from '../../../common/resource';
import { listExporter } from '../../components/tableExport/listExporter';
import { columnFor } from './columns';
import { filtersOf } from './filters';
import { pagePathOf } from './pageRoutes';
import { useFieldAccess } from './useFieldAccess';

export interface ListOptions {
  /** Columns that replace the generated one of that field. */
  columns?: Partial<Record<string, ReactElement>>;
  /** Extra columns, after the declared ones. */
  extraColumns?: ReactNode;
  /** Buttons of a row's last cell, before its delete (each checks its own access, e.g. a tariff's clone). */
  rowActions?: ReactNode;
  /** Extra actions, before the generated ones (e.g. a total badge). */
  actions?: ReactNode;
  /** Filters that replace the generated one of that field (null: no filter for it); `q` replaces the search box. */
  filters?: Partial<Record<string, ReactElement | null>>;
  /** `false`: an empty list still shows its table and actions (e.g. an upload in `actions`) instead of react-admin's empty page. */
  empty?: false;
}

/**
 * Every button is shown only when the matrix allows it (canAccess through the authProvider); a column or
 * filter of a field with its own read roles only to those roles. A declared Show view opens on a row click.
 */
export function declaredList(d: ResourceDeclaration, options: ListOptions = {}) {
  const on = (op: 'create' | 'delete' | 'update') => d.operations?.[op] !== false;
  const search = d.list.search?.length && options.filters?.q !== null ? [options.filters?.q ?? <SearchInput key="q" source="q" alwaysOn />] : [];
  // the declaration's record page (./pageRoutes.tsx) or react-admin's own addresses
  const rowClick = d.page ? (id: Identifier) => pagePathOf(d, String(id)) : d.show ? 'show' : on('update') ? 'edit' : false;
  const actions = (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {options.actions}
      <ColumnsButton />
      {on('create') && (
        <CanAccess action="create" resource={d.name}>
          <CreateButton {...(d.page ? { to: pagePathOf(d) } : {})} />
        </CanAccess>
      )}
      <ExportButton />
    </TopToolbar>
  );
  const perPage = d.list.perPage ?? 25;

  function DeclaredList() {
    // asked once when the list mounts, so the answer is there before the rows
    const { canAccess: mayDelete } = useCanAccess({ action: 'delete', resource: d.name });
    // a record page is an edit form: its row leads there only for those who may edit (react-admin checks 'edit' and 'show')
    const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: d.name });
    const { reads } = useFieldAccess();
    const readable = (key: string) => !d.fields[key] || reads(d.fields[key]);
    const filters = [...search, ...filtersOf(d, readable, options.filters)];
    return (
      <List
        resource={d.name}
        perPage={perPage}
        sort={d.list.defaultSort}
        exporter={listExporter}
        empty={options.empty}
        filters={filters.length ? filters : undefined}
        actions={actions}
        pagination={<Pagination rowsPerPageOptions={[perPage]} />}
      >
        <DataTable rowClick={d.page && !mayEdit ? false : rowClick} bulkActionButtons={false}>
          {d.list.columns.filter(readable).map((key) => options.columns?.[key] ?? columnFor(d, key, d.fields[key]))}
          {options.extraColumns}
          {(options.rowActions || (on('delete') && mayDelete)) && (
            <DataTable.Col align="right">
              {options.rowActions}
              {on('delete') && mayDelete && <DeleteWithConfirmButton mutationMode="pessimistic" />}
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    );
  }
  return DeclaredList;
}
