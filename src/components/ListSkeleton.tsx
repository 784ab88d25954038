import { Box, Card, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Placeholder } from 'react-admin';

const ROWS = 10;
const COLUMNS = 6;

/**
 * A table's rows before its data, shown at once: react-admin's DataTableLoading and Loading draw nothing for their
 * first second, which after a sign-in left the content area blank while the first list loaded (issue 27).
 */
export function TableSkeleton({ columns = COLUMNS, rows = ROWS }: { columns?: number; rows?: number }) {
  const cells = Array.from({ length: columns }, (_, index) => (
    <TableCell key={index}>
      <Placeholder />
    </TableCell>
  ));
  return (
    <Table size="small" aria-busy="true" data-testid="table-skeleton">
      <TableHead>
        <TableRow>{cells}</TableRow>
      </TableHead>
      <TableBody>
        {Array.from({ length: rows }, (_, row) => (
          <TableRow key={row} sx={{ height: 41 }}>
            {cells}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A page before its screen's code or the user's rights arrive: the title's line and the list's table, in the layout. */
export function ListSkeleton() {
  return (
    <Box data-testid="list-skeleton" sx={{ pt: 2 }}>
      <Box sx={{ width: 240, mb: 3 }}>
        <Placeholder />
      </Box>
      <Card>
        <TableSkeleton />
      </Card>
    </Box>
  );
}
