import { Table, TableBody, TableCell, type TableCellProps, TableHead, TableRow } from '@mui/material';
import type { Key, ReactNode } from 'react';

/** A column of a small table: its header as shown and a row's cell. */
export interface TableColumn<Row> {
  key: string;
  /** The header when it is not the table's `headers(key)`; null for none (a buttons column). */
  header?: ReactNode;
  align?: TableCellProps['align'];
  cell: (row: Row) => ReactNode;
}

interface SimpleTableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** The headers by column key, e.g. the catalogue's texts. */
  headers?: (key: string) => ReactNode;
  /** The table's accessible name. */
  label?: string;
}

/** A small table of the rows a screen already holds (no paging, no sorting), its columns declared as data. */
export function SimpleTable<Row>({ columns, rows, rowKey, headers, label }: SimpleTableProps<Row>) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align}>
              {column.header === undefined ? headers?.(column.key) : column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
