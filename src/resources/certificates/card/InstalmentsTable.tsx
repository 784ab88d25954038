import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SimpleTable, type TableColumn } from '../../../components/SimpleTable';
import { formatDay, formatPrice } from '../../../format';
import type { CardInstalment } from './types';

/** D2: the credit's instalments with their due dates and statuses. */
export function InstalmentsTable({ instalments }: { instalments: CardInstalment[] }) {
  const translate = useTranslate();
  if (!instalments.length) return null;
  const columns: TableColumn<CardInstalment>[] = [
    { key: 'number', cell: (instalment) => instalment.number },
    { key: 'due', cell: (instalment) => formatDay(instalment.due_date) },
    { key: 'sum', cell: (instalment) => formatPrice(instalment.amount) },
    { key: 'status', cell: (instalment) => translate(`app.credit.status.${instalment.status}`) },
    { key: 'paid', cell: (instalment) => (instalment.pay_date ? formatDay(instalment.pay_date) : '—') },
  ];
  return (
    <>
      <Typography variant="subtitle2">{translate('app.credit.schedule')}</Typography>
      <SimpleTable
        columns={columns}
        rows={instalments}
        rowKey={(instalment) => instalment.number}
        headers={(key) => translate(`app.credit.columns.${key}`)}
        label={translate('app.credit.schedule')}
      />
    </>
  );
}
