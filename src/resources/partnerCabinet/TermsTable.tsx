import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { ExportButtons, type ExportColumn } from '../../components/tableExport';
import { formatPercent, formatPrice } from '../../format';
import type { PartnerProgram } from './types';

type Term = PartnerProgram['terms'][number];

/** The programme's terms: each tariff the partner sells, the client's price and the partner's commission. */
export function TermsTable({ terms }: { terms: Term[] }) {
  const translate = useTranslate();
  const header = (key: string) => translate(`app.partnerCabinet.program.terms.${key}`);
  const exported: ExportColumn<Term>[] = [
    { header: header('name'), value: (term) => term.name },
    { header: header('period'), value: (term) => term.period },
    { header: header('price'), value: (term) => term.price, money: true },
    { header: header('commission'), value: (term) => term.commission },
  ];
  const columns: TableColumn<Term>[] = [
    { key: 'name', cell: (term) => term.name },
    { key: 'period', align: 'right', cell: (term) => term.period },
    { key: 'price', align: 'right', cell: (term) => formatPrice(term.price) },
    { key: 'commission', align: 'right', cell: (term) => formatPercent(term.commission, 2) },
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1">{header('title')}</Typography>
        <ExportButtons name="program_terms" columns={exported} rows={terms} />
      </Stack>
      {terms.length ? (
        <SimpleTable columns={columns} rows={terms} rowKey={(term) => term.rateId} headers={header} label={header('title')} />
      ) : (
        <Typography color="text.secondary">{header('empty')}</Typography>
      )}
    </Stack>
  );
}
