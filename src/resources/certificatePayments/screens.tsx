import { Link } from '@mui/material';
import { DataTable, SelectInput, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type Infer, choicesOf } from '../../../common/resource';
import { certificatePayments } from '../../../common/resources/certificatePayments';
import { formatDateTime } from '../../format';
import { choiceLabel } from '../../i18n/enumLabel';
import { declaredScreens } from '../declared';

type PaymentRecord = Infer<typeof certificatePayments>;
const Column = DataTable.Col<PaymentRecord>;
const { issue, status } = certificatePayments.fields;
const issues = choicesOf(certificatePayments, 'issue', issue);
const statuses = choicesOf(certificatePayments, 'status', status);

function Translated({ text }: { text: string }) {
  const translate = useTranslate();
  return <>{translate(text)}</>;
}

function IssueWords({ record }: { record: PaymentRecord }) {
  return <>{choiceLabel(useTranslate(), certificatePayments, 'issue', record.issue)}</>;
}

function CertificateLink({ record }: { record: PaymentRecord }) {
  if (!record.certificate) return <>—</>;
  return (
    <Link component={RouterLink} to={`/certificates/certificate/${record.certificate.id}`} sx={{ fontFamily: 'monospace' }}>
      {record.certificate.number}
    </Link>
  );
}

/** /certificates-payments (D8): the payment's day, the certificate link and the method and kind in words. */
export const screens = declaredScreens(certificatePayments, {
  columns: {
    number: <Column key="number" source="number" disableSort />,
    created_at: <Column key="created_at" source="created_at" render={(r) => formatDateTime(r.pay_date ?? r.created_at)} />,
    certificate: <Column key="certificate" source="certificate" disableSort render={(r) => <CertificateLink record={r} />} />,
    client_name: <Column key="client_name" source="client_name" disableSort render={(r) => r.client_name ?? '—'} />,
    rate_name: <Column key="rate_name" source="rate_name" disableSort render={(r) => r.rate_name ?? '—'} />,
    issue: <Column key="issue" source="issue" disableSort render={(r) => <IssueWords record={r} />} />,
    auto_payment: (
      <Column key="auto_payment" source="auto_payment" disableSort
        render={(r) => <Translated text={r.auto_payment ? 'app.certificates.payments.autopay' : 'app.certificates.payments.oneTime'} />} />
    ),
  },
  filters: {
    q: <TextInput key="q" source="q" label="resources.certificates-payments.filters.q" alwaysOn resettable />,
    // as before the move: the status and method filters are offered by 'Add filter', the search box always shown
    status: <SelectInput key="status" source="status" choices={statuses} />,
    issue: <SelectInput key="issue" source="issue" choices={issues} />,
  },
});
