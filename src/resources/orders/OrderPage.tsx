import { type EnumValue, enumKey } from '../../../common/enumRegistry';
import { Card, CardContent, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { Infer } from '../../../common/resource';
import { orders } from '../../../common/resources/orders';
import { FactGrid } from '../../components/Fact';
import { formatDateTime, formatPercent, groupThousands } from '../../format';
import { choiceLabel } from '../../i18n/enumLabel';

type OrderRecord = Infer<typeof orders>;
type Item = { name?: string; cost?: number; type?: string };

function Section({ title, rows, head }: { title: string; head: string[]; rows: ReactNode[][] }) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        {/* a provider's long session id breaks, and a narrow phone scrolls the table, never the page */}
        {rows.length ? (
          <TableContainer sx={{ overflowX: 'auto', '& td': { overflowWrap: 'anywhere' } }}>
            <Table size="small" aria-label={title}>
              <TableHead><TableRow>{head.map((h) => <TableCell key={h}>{h}</TableCell>)}</TableRow></TableHead>
              <TableBody>{rows.map((cells, i) => <TableRow key={i}>{cells.map((c, j) => <TableCell key={j}>{c}</TableCell>)}</TableRow>)}</TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography color="text.secondary">{translate('resources.orders.page.none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** One order (M3): its facts in words, items, payments, refunds and receipts, with links to its certificate and client. */
export function OrderPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data } = useGetOne<OrderRecord>('orders', { id });
  if (!data) return <Loading />;
  const t = (key: string, options?: object) => translate(`resources.orders.page.${key}`, options);
  const f = (key: string) => translate(`resources.orders.fields.${key}`);
  const sum = (value: number) => `${groupThousands(value)} ₽`;
  const words = (field: string, value: string) => choiceLabel(translate, orders, field, value);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={t('title', { number: data.number })} />
      <Card>
        <CardContent>
          <Typography variant="h5">{t('title', { number: data.number })}</Typography>
          <FactGrid
            facts={[
              { label: f('cost'), value: sum(data.cost), size: { xs: 6, md: 2 } },
              { label: f('status'), value: words('status', data.status), size: { xs: 6, md: 2 } },
              { label: f('kind'), value: words('kind', data.kind), size: { xs: 6, md: 2 } },
              { label: f('payment_type'), value: words('payment_type', data.payment_type), size: { xs: 6, md: 2 } },
              { label: f('issue'), value: words('issue', data.issue), size: { xs: 6, md: 2 } },
              { label: f('auto_payment'), value: t(data.auto_payment ? 'yes' : 'no'), size: { xs: 6, md: 2 } },
              { label: f('created_at'), value: formatDateTime(data.created_at), size: { xs: 6, md: 3 } },
              { label: f('pay_date'), value: data.pay_date ? formatDateTime(data.pay_date) : t('notPaid'), size: { xs: 6, md: 3 } },
              {
                label: f('client'),
                value: data.client ? <Link component={RouterLink} to={`/staff/users/client/${data.client.id}`}>{data.client.name}</Link> : '—',
                size: { xs: 6, md: 3 },
              },
              {
                label: f('certificate'),
                value: data.certificate
                  ? <Link component={RouterLink} to={`/certificates/certificate/${data.certificate.id}`}>{data.certificate.number}</Link>
                  : '—',
                size: { xs: 6, md: 3 },
              },
              ...(data.bonus
                ? [{
                  label: t('bonusLabel'),
                  value: t('bonus', { smart_count: data.bonus.points, rate: formatPercent(data.bonus.bonus_rate, 2), fixed: data.bonus.bonus_money }),
                  size: { xs: 12, md: 6 },
                }]
                : []),
            ]}
          />
        </CardContent>
      </Card>
      <Section title={t('items')} head={[t('item'), t('amount')]}
        rows={((data.items ?? []) as Item[]).map((item) => [item.name ?? '—', item.cost != null ? sum(item.cost) : '—'])} />
      <Section title={f('payments')} head={[t('paidAt'), t('provider'), t('session'), f('status'), t('amount')]}
        rows={(data.payments ?? []).map((p) => [formatDateTime(p.created_at), p.provider, p.provider_order_id, translate(enumKey('paymentSessionStatus', p.status as EnumValue<'paymentSessionStatus'>)), sum(p.amount)])} />
      <Section title={f('refunds')} head={[t('paidAt'), t('session'), t('reason'), t('amount')]}
        rows={(data.refunds ?? []).map((r) => [formatDateTime(r.created_at), r.provider_order_id, r.reason, sum(r.amount)])} />
      <Section title={f('receipts')} head={[t('paidAt'), t('receiptNumber'), t('receiptKind'), f('status'), t('vat'), t('amount')]}
        rows={(data.receipts ?? []).map((r) => [
          formatDateTime(r.created_at),
          <Link key="receipt" component={RouterLink} to={`/cashbox-history/${r.id}`}>{`№ ${r.number}`}</Link>,
          translate(enumKey('receiptKind', r.kind)), translate(enumKey('receiptStatus', r.status)), translate(enumKey('receiptVat', r.vat)), sum(r.amount),
        ])} />
    </Stack>
  );
}
