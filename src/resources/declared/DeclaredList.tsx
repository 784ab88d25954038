import type { ReactElement, ReactNode } from 'react';
import {
  CanAccess, ColumnsButton, CreateButton, DataTable, DeleteWithConfirmButton, ExportButton, FilterButton, type Identifier, List, type ListProps,
  Pagination, SearchInput, TopToolbar, useCanAccess, useListContext, useTranslate,
} from 'react-admin';
import { TableSkeleton } from '../../components/ListSkeleton';
import type { ResourceDeclaration } from '../../../common/resource';
import { columnFor, timestampField } from './columns';
import { DeclaredEmpty } from './DeclaredEmpty';
import { declaredExporter } from './exporter';
import { filtersOf } from './filters';
import { hasRecordPage, pagePathOf } from './pageRoutes';
import { useFieldAccess } from './useFieldAccess';

/**
 * react-admin's export button, named also when it is disabled on a phone (an empty list): there react-admin renders
 * a bare icon button without its label (ra-ui-materialui Button), which axe's button-name rule refuses (issue 27).
 */
function NamedExportButton() {
  const translate = useTranslate();
  return <ExportButton aria-label={translate('ra.action.export')} />;
}

export interface ListOptions {
  /** Columns that replace the generated one of that field. */
  columns?: Partial<Record<string, ReactElement>>;
  /** Extra columns, after the declared ones. */
  extraColumns?: ReactNode;
  /** Buttons of a row's last cell, before its delete (each checks its own access, e.g. a tariff's clone). */
  rowActions?: ReactNode;
  /** Extra actions, before the generated ones (e.g. a total badge, a button). */
  actions?: ReactNode;
  /** Above the list, across its width: a section's tabs, an upload's dropzone (the toolbar keeps its search room). */
  above?: ReactNode;
  /** Filters that replace the generated one of that field (null: no filter for it); `q` replaces the search box. */
  filters?: Partial<Record<string, ReactElement | null>>;
  /** The list query's options (e.g. refetch while a task runs). */
  queryOptions?: ListProps['queryOptions'];
  /** The filters a list opens with (a mode it always has, e.g. the stories' display). */
  filterDefaultValues?: ListProps['filterDefaultValues'];
}

/** What a page that shows the list inside it sets (a partner's invitations on its page): a fixed filter, no address of its own. */
export type EmbeddedListProps = Pick<ListProps, 'filter' | 'disableSyncWithLocation' | 'storeKey' | 'title'>;

/**
 * Every button is shown only when the matrix allows it (canAccess through the authProvider); a column or
 * filter of a field with its own read roles only to those roles. A declared Show view opens on a row click.
 * An empty list keeps its table and actions (an upload, Create) with the resource's own empty text and create button (DeclaredEmpty).
 */
export function declaredList(d: ResourceDeclaration, options: ListOptions = {}) {
  const on = (op: 'create' | 'delete' | 'update') => d.operations?.[op] !== false;
  const search = d.list.search?.length && options.filters?.q !== null ? [options.filters?.q ?? <SearchInput key="q" source="q" alwaysOn />] : [];
  // the declaration's record page (./pageRoutes.tsx) or react-admin's own addresses
  const recordPage = hasRecordPage(d);
  const rowClick = recordPage ? (id: Identifier) => pagePathOf(d, String(id)) : d.show ? 'show' : on('update') ? 'edit' : false;
  // the resource's own create button ('Новый промокод', resources.<name>.action.create), in the header and the empty state
  const createButton = (variant?: 'contained') =>
    on('create') && (
      <CanAccess action="create" resource={d.name}>
        <CreateButton variant={variant} {...(recordPage ? { to: pagePathOf(d) } : {})} />
      </CanAccess>
    );
  // react-admin's 'Add filter' for the filters that are not always shown (it refuses a list without filters)
  const actions = (addFilter: boolean) => (
    <TopToolbar sx={{ alignItems: 'center' }}>
      {options.actions}
      {addFilter && <FilterButton />}
      <ColumnsButton />
      {createButton()}
      <NamedExportButton />
    </TopToolbar>
  );
  const perPage = d.list.perPage ?? 25;
  const empty = <DeclaredEmpty resource={d.name} create={createButton('contained')} modes={Object.keys(options.filterDefaultValues ?? {})} />;

  function DeclaredList(props: EmbeddedListProps) {
    // asked once when the list mounts, so the answer is there before the rows
    const { canAccess: mayDelete } = useCanAccess({ action: 'delete', resource: d.name });
    // a record page is an edit form: its row leads there only for those who may edit (react-admin checks 'edit' and 'show')
    const { canAccess: mayEdit } = useCanAccess({ action: 'edit', resource: d.name });
    const { reads } = useFieldAccess();
    const readable = (key: string) => !d.fields[key] || reads(d.fields[key]);
    const filters = [...search, ...filtersOf(d, readable, options.filters)];
    const columns = d.list.columns.filter(readable);
    const exporter = declaredExporter(d, useTranslate(), reads);
    const hidden = filters.some((filter) => !(filter.props as { alwaysOn?: boolean }).alwaysOn);
    return (
      <>
        {options.above}
        <List
          resource={d.name}
          perPage={perPage}
          sort={d.list.defaultSort}
          exporter={exporter}
          empty={false}
          filters={filters.length ? filters : undefined}
          actions={actions(hidden)}
          pagination={<Pagination rowsPerPageOptions={[perPage]} />}
          queryOptions={options.queryOptions}
          filterDefaultValues={options.filterDefaultValues}
          {...props}
        >
          <SkeletonWhilePending columns={columns.length}>
            <DataTable rowClick={recordPage && !mayEdit && !d.show ? false : rowClick} bulkActionButtons={false} empty={empty}>
              {columns.map((key) => options.columns?.[key] ?? columnFor(d, key, d.fields[key] ?? timestampField))}
              {options.extraColumns}
              {(options.rowActions || (on('delete') && mayDelete)) && (
                <DataTable.Col align="right">
                  {options.rowActions}
                  {/* the list stays where it is (it may live at an address that is not /<resource>) */}
                  {on('delete') && mayDelete && <DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} />}
                </DataTable.Col>
              )}
            </DataTable>
          </SkeletonWhilePending>
        </List>
      </>
    );
  }
  return DeclaredList;
}

/** The table's rows at once while the first page loads, in place of the table (DataTable draws nothing for a second). */
function SkeletonWhilePending({ columns, children }: { columns: number; children: ReactNode }) {
  const { isPending } = useListContext();
  return isPending ? <TableSkeleton columns={columns} /> : <>{children}</>;
}
