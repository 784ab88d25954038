import { Children, type ReactNode } from 'react';
import { Table } from '@mui/material';
import {
  DataTableBase,
  DataTableBody,
  DataTableCell,
  DataTableClasses,
  DataTableHead,
  DataTableHeadCell,
  DataTableRenderContext,
  DataTableRoot,
  ListNoResults,
  type DataTableColumnProps,
  type Identifier,
  type RaRecord,
  genericMemo,
  useDataTableRenderContext,
  useResourceContext,
} from 'react-admin';
import { TableSkeleton } from '../../components/ListSkeleton';

interface CertificateTableProps {
  rowClick: (id: Identifier) => string;
  children: ReactNode;
}

/**
 * react-admin's DataTable (same root, head, body, loading and empty state, same classes) without the parts
 * this list never shows: the bulk actions toolbar with its delete confirmation and the column chooser.
 * DataTable imports those whatever its props, and they weigh ~10 KiB on the sales cabinet's first screen
 * (docs/performance.md). Its columns are CertificateColumn.
 */
export function CertificateTable({ rowClick, children }: CertificateTableProps) {
  const resource = useResourceContext();
  const loading = <TableSkeleton columns={Children.count(children)} />;
  return (
    <DataTableBase hasBulkActions={false} rowClick={rowClick} loading={loading} empty={<ListNoResults resource={resource} />}>
      <DataTableRoot className={DataTableClasses.root}>
        <div className={DataTableClasses.tableWrapper}>
          <Table className={DataTableClasses.table} size="small">
            <DataTableRenderContext.Provider value="header">
              <DataTableHead>{children}</DataTableHead>
            </DataTableRenderContext.Provider>
            <DataTableBody>{children}</DataTableBody>
          </Table>
        </div>
      </DataTableRoot>
    </DataTableBase>
  );
}

/** react-admin's DataTable.Col (head cell, then data cell) without its entry of the column chooser. */
export const CertificateColumn = genericMemo(function CertificateColumn<R extends RaRecord>(props: DataTableColumnProps<R>) {
  const cellProps = props as Omit<DataTableColumnProps, 'ref'>;
  return useDataTableRenderContext() === 'header' ? <DataTableHeadCell {...cellProps} /> : <DataTableCell {...cellProps} />;
});
