import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice, groupThousands } from '../../format';
import type { SalesStats } from './types';

/** Sales per tariff, the highest amount first. */
export function RatesTable({ rates }: { rates: SalesStats['rates'] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('app.analytics.rates.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.analytics.rates.name')}</TableCell>
          <TableCell align="right">{translate('app.analytics.rates.count')}</TableCell>
          <TableCell align="right">{translate('app.analytics.rates.cost')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rates.map((rate) => (
          <TableRow key={rate.id ?? rate.name}>
            <TableCell>{rate.name}</TableCell>
            <TableCell align="right">{groupThousands(rate.count)}</TableCell>
            <TableCell align="right">{formatPrice(rate.cost)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
