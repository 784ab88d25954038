import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExportButtons, type ExportColumn } from '../../components/tableExport';
import { formatPrice } from '../../format';
import type { PartnerProgram } from './types';

type Term = PartnerProgram['terms'][number];

/** The programme's terms: each tariff the partner sells, the client's price and the partner's commission. */
export function TermsTable({ terms }: { terms: Term[] }) {
  const translate = useTranslate();
  const header = (key: string) => translate(`app.partnerCabinet.program.terms.${key}`);
  const columns: ExportColumn<Term>[] = [
    { header: header('name'), value: (term) => term.name },
    { header: header('period'), value: (term) => term.period },
    { header: header('price'), value: (term) => term.price, money: true },
    { header: header('commission'), value: (term) => term.commission },
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1">{translate('app.partnerCabinet.program.terms.title')}</Typography>
        <ExportButtons name="program_terms" columns={columns} rows={terms} />
      </Stack>
      {terms.length ? (
        <Table size="small" aria-label={translate('app.partnerCabinet.program.terms.title')}>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={column.header} align={index ? 'right' : 'left'}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {terms.map((term) => (
              <TableRow key={term.rateId}>
                <TableCell>{term.name}</TableCell>
                <TableCell align="right">{term.period}</TableCell>
                <TableCell align="right">{formatPrice(term.price)}</TableCell>
                <TableCell align="right">{`${term.commission} %`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography color="text.secondary">{translate('app.partnerCabinet.program.terms.empty')}</Typography>
      )}
    </Stack>
  );
}
