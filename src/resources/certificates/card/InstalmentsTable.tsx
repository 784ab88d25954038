import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay, formatPrice } from '../../../format';
import type { CardInstalment } from './types';

const COLUMNS = ['number', 'due', 'sum', 'status', 'paid'] as const;

/** D2: the credit's instalments with their due dates and statuses. */
export function InstalmentsTable({ instalments }: { instalments: CardInstalment[] }) {
  const translate = useTranslate();
  if (!instalments.length) return null;
  return (
    <>
      <Typography variant="subtitle2">{translate('app.credit.schedule')}</Typography>
      <Table size="small" aria-label={translate('app.credit.schedule')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`app.credit.columns.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {instalments.map((instalment) => (
            <TableRow key={instalment.number}>
              <TableCell>{instalment.number}</TableCell>
              <TableCell>{formatDay(instalment.due_date)}</TableCell>
              <TableCell>{formatPrice(instalment.amount)}</TableCell>
              <TableCell>{translate(`app.credit.status.${instalment.status}`)}</TableCell>
              <TableCell>{instalment.pay_date ? formatDay(instalment.pay_date) : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
