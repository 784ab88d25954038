import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps } from '@mui/material';
import type { Key, ReactNode } from 'react';

interface SmallTableProps<Row> {
  /** The table's accessible name, when the heading above it does not give one. */
  label?: string;
  /** The column headings, already in words. */
  headers: string[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A row's cells, in the headings' order. */
  cells: (row: Row) => ReactNode[];
  /** The columns (by index) whose heading and cells sit on the right: sums, a row's buttons. */
  right?: number[];
  sx?: SxProps;
}

/** A compact read-only table inside a card or a panel (a record's history, an upload's rows, a certificate's payments). */
export function SmallTable<Row>({ label, headers, rows, rowKey, cells, right = [], sx }: SmallTableProps<Row>) {
  const align = (i: number) => (right.includes(i) ? 'right' : undefined);
  return (
    <Table size="small" aria-label={label} sx={sx}>
      <TableHead>
        <TableRow>
          {headers.map((header, i) => (
            <TableCell key={i} align={align(i)}>{header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {cells(row).map((cell, i) => (
              <TableCell key={i} align={align(i)}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
