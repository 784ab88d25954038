import { Box } from '@mui/material';
import { formatPhone } from '../../format';
import type { ReportRow } from './types';

/**
 * A report row's client with the contacts under the name: three columns of their own made the report wider than a
 * 1366 px screen (issue 27); a phone number never breaks inside (the file exports keep the three columns).
 */
export function ClientCell({ row }: { row: ReportRow }) {
  return (
    <>
      <div>{row.client}</div>
      {row.phone ? <Box sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatPhone(row.phone)}</Box> : null}
      {row.email ? <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{row.email}</Box> : null}
    </>
  );
}
