import { Link } from '@mui/material';
import { DataTable, DateInput, List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatPrice } from '../../format';
import { pastDateLimits } from '../../format/datePickerLimits';

interface PaymentRow {
  id: string;
  number: number;
  certificate: { id: string; number: string } | null;
  client_name: string | null;
  rate_name: string | null;
  cost: number;
  status: string;
  issue: string;
  auto_payment: boolean;
  created_at: string;
  pay_date: string | null;
}

const Column = DataTable.Col<PaymentRow>;
const ISSUES = ['SBERBANK', 'BALANCE', 'TINKOFF'];
const STATUSES = ['CREATED', 'PAID', 'FAILED', 'CANCELLED'];

function usePaymentFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="q" source="q" label="app.payments.filters.q" alwaysOn resettable />,
    <SelectInput key="status" source="status" label="app.payments.columns.status" choices={STATUSES.map((id) => ({ id, name: translate(`app.payments.status.${id}`) }))} />,
    <SelectInput key="issue" source="issue" label="app.payments.columns.method" choices={ISSUES.map((id) => ({ id, name: translate(`app.orders.issue.${id}`) }))} />,
    <DateInput key="date_from" source="date_from" label="app.payments.filters.date_from" inputProps={pastDateLimits()} />,
    <DateInput key="date_to" source="date_to" label="app.payments.filters.date_to" inputProps={pastDateLimits()} />,
  ];
}

/** /certificates-payments (D8): orders across the certificates the user may see, newest first. */
export function PaymentList() {
  const translate = useTranslate();
  return (
    <List title={translate('app.payments.title')} perPage={30} sort={{ field: 'created_at', order: 'DESC' }} filters={usePaymentFilters()} exporter={false}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="number" label="app.payments.columns.order" />
        <Column source="created_at" label="app.payments.columns.date" render={(r) => formatDateTime(r.pay_date ?? r.created_at)} />
        <Column
          source="certificate"
          label="app.payments.columns.certificate"
          disableSort
          render={(r) =>
            r.certificate ? (
              <Link component={RouterLink} to={`/certificates/certificate/${r.certificate.id}`} sx={{ fontFamily: 'monospace' }}>
                {r.certificate.number}
              </Link>
            ) : (
              '—'
            )
          }
        />
        <Column source="client_name" label="app.payments.columns.client" disableSort render={(r) => r.client_name ?? '—'} />
        <Column source="rate_name" label="app.payments.columns.product" disableSort render={(r) => r.rate_name ?? '—'} />
        <Column source="issue" label="app.payments.columns.method" disableSort render={(r) => translate(`app.orders.issue.${r.issue}`)} />
        <Column
          source="auto_payment"
          label="app.payments.columns.type"
          disableSort
          render={(r) => translate(r.auto_payment ? 'app.certificates.payments.autopay' : 'app.certificates.payments.oneTime')}
        />
        <Column source="status" label="app.payments.columns.status" disableSort render={(r) => translate(`app.payments.status.${r.status}`)} />
        <Column source="cost" label="app.payments.columns.sum" align="right" render={(r) => formatPrice(r.cost)} />
      </DataTable>
    </List>
  );
}
