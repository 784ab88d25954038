import { Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteInput, BooleanInput, Form, ReferenceInput, Title, required, useDataProvider, useNotify, useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { enumKey } from '../../../common/enumRegistry';
import type { Infer } from '../../../common/resource';
import type { orders } from '../../../common/resources/orders';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../format';
import { IssueButton } from './IssueButton';
import { kopecksText } from './money';

type OrderRecord = Infer<typeof orders>;
/** The desk's form: the order and its 'Без НДС' switch (sent inverted as the body's `vat`, the spec's M4). */
type IssueFormValues = { order_id?: string; no_vat: boolean };

const orderText = (order: OrderRecord) =>
  `№ ${order.number} · ${order.client?.name ?? '—'} · ${order.pay_date ? formatDateTime(order.pay_date) : ''} · ${kopecksText(Math.round(order.cost * 100))}`;

/** The chosen order's receipts, so the admin sees one was issued before issuing again. */
function OrderReceipts() {
  const orderId = useWatch<IssueFormValues>({ name: 'order_id' }) as string | undefined;
  const api = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: ['cashbox', 'order', orderId], queryFn: () => api.orderReceipts(orderId!), enabled: !!orderId });
  if (!orderId || !data) return null;
  return (
    <Stack sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{translate('resources.cashbox.issue.existing')}</Typography>
      {data.length ? (
        <List dense>
          {data.map((receipt) => (
            <ListItem key={receipt.id} disableGutters>
              <ListItemText primary={
                <Link component={RouterLink} to={`/cashbox-history/${receipt.id}`}>
                  {`№ ${receipt.number} · ${translate(enumKey('receiptKind', receipt.kind))} · ${translate(enumKey('receiptStatus', receipt.status))} · ${translate(enumKey('receiptVat', receipt.vat))}`}
                </Link>
              } />
            </ListItem>
          ))}
        </List>
      ) : <Typography color="text.secondary">{translate('resources.cashbox.issue.none')}</Typography>}
    </Stack>
  );
}

/** M4: /cashbox, the admin issues the receipt of a paid order (newest paid first, found by client) with or without VAT. */
export function CashboxPage() {
  const translate = useTranslate();
  const api = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const t = (key: string) => translate(`resources.cashbox.issue.${key}`);

  async function issue(values: IssueFormValues) {
    setSaving(true);
    try {
      const receipt = await api.issueReceipt({ order_id: values.order_id!, vat: !values.no_vat });
      notify('resources.cashbox.issue.issued', { type: 'success' });
      navigate(`/cashbox-history/${receipt.id}`);
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={t('title')} />
      <CardContent>
        <Typography variant="h5" component="h1">{t('title')}</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>{t('hint')}</Typography>
        <Form defaultValues={{ no_vat: false }}>
          <ReferenceInput source="order_id" reference="orders" filter={{ status: 'PAID' }} sort={{ field: 'pay_date', order: 'DESC' }} perPage={20}>
            <AutocompleteInput label={t('order')} optionText={orderText} validate={required(t('orderRequired'))} filterToQuery={(q) => ({ q })} fullWidth />
          </ReferenceInput>
          <BooleanInput source="no_vat" label={t('noVat')} />
          <OrderReceipts />
          <Stack direction="row" sx={{ my: 2 }}>
            <IssueButton label={t('submit')} saving={saving} onIssue={(values) => issue(values as IssueFormValues)} />
          </Stack>
        </Form>
        <Link component={RouterLink} to="/cashbox-history">{t('history')}</Link>
      </CardContent>
    </Card>
  );
}
