import OpenInNew from '@mui/icons-material/OpenInNew';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { enumKey } from '../../../common/enumRegistry';
import type { Infer } from '../../../common/resource';
import type { cashbox } from '../../../common/resources/cashbox';
import { FactGrid } from '../../components/Fact';
import { formatDateTime } from '../../format';
import { kopecksText } from './money';
import { ReceiptDownload } from './ReceiptDownload';

type ReceiptRecord = Infer<typeof cashbox>;
type Fiscal = { fn_number?: string; fiscal_document_number?: number; fiscal_document_attribute?: number; shift_number?: number; fiscal_receipt_number?: number; ecr_registration_number?: string; receipt_datetime?: string };

/** M4: one receipt at /cashbox-history/{id}: what it is for, its status in words, its fiscal data and its download; asked again while the register works. */
export function ReceiptPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data } = useGetOne<ReceiptRecord>('cashbox', { id }, {
    refetchInterval: (query) => (['QUEUED', 'SENT'].includes(query.state.data?.status ?? '') ? 3000 : false),
  });
  if (!data) return <Loading />;
  const t = (key: string, options?: object) => translate(`resources.cashbox.page.${key}`, options);
  const f = (key: string) => translate(`resources.cashbox.fields.${key}`);
  const fiscal = (data.fiscal ?? null) as Fiscal | null;
  const done = data.status === 'DONE' && fiscal;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={t('title', { number: data.number })} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">{t('title', { number: data.number })}</Typography>
          <FactGrid facts={[
            { label: f('status'), value: translate(enumKey('receiptStatus', data.status)), size: { xs: 6, md: 3 } },
            { label: f('kind'), value: translate(enumKey('receiptKind', data.kind)), size: { xs: 6, md: 3 } },
            { label: f('created_at'), value: formatDateTime(data.created_at), size: { xs: 6, md: 3 } },
            { label: f('registered_at'), value: data.registered_at ? formatDateTime(data.registered_at) : t('notYet'), size: { xs: 6, md: 3 } },
            { label: f('rate_name'), value: data.rate_name, size: { xs: 12, md: 6 } },
            { label: f('amount_kopecks'), value: kopecksText(data.amount_kopecks), size: { xs: 6, md: 3 } },
            { label: f('vat'), value: data.vat === 'VAT20' ? `${translate(enumKey('receiptVat', data.vat))} · ${kopecksText(data.vat_kopecks)}` : translate(enumKey('receiptVat', data.vat)), size: { xs: 6, md: 3 } },
            { label: f('order'), value: data.order ? <Link component={RouterLink} to={`/orders-list/${data.order.id}`}>{`№ ${data.order.number}`}</Link> : '—', size: { xs: 6, md: 3 } },
            { label: f('customer'), value: data.customer ?? '—', size: { xs: 6, md: 3 } },
            ...(data.last_error && !done ? [{ label: f('last_error'), value: data.last_error, size: { xs: 12, md: 6 } }] : []),
          ]} />
          {!done && data.status !== 'FAILED' ? <Typography color="text.secondary" sx={{ mt: 1 }}>{t('waiting')}</Typography> : null}
        </CardContent>
      </Card>
      {done ? (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">{t('fiscal')}</Typography>
            <FactGrid facts={[
              { label: t('fn'), value: fiscal.fn_number ?? '—', size: { xs: 6, md: 3 } },
              { label: t('fd'), value: String(fiscal.fiscal_document_number ?? '—'), size: { xs: 6, md: 3 } },
              { label: t('fp'), value: String(fiscal.fiscal_document_attribute ?? '—'), size: { xs: 6, md: 3 } },
              { label: t('ecr'), value: fiscal.ecr_registration_number ?? '—', size: { xs: 6, md: 3 } },
              { label: t('shift'), value: String(fiscal.shift_number ?? '—'), size: { xs: 6, md: 3 } },
              { label: t('receiptNumber'), value: String(fiscal.fiscal_receipt_number ?? '—'), size: { xs: 6, md: 3 } },
              { label: t('time'), value: fiscal.receipt_datetime ? formatDateTime(fiscal.receipt_datetime) : '—', size: { xs: 12, md: 6 } },
            ]} />
          </CardContent>
        </Card>
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <ReceiptDownload record={data} />
        {data.receipt_url ? (
          <Button variant="outlined" startIcon={<OpenInNew />} href={data.receipt_url} target="_blank" rel="noopener noreferrer">{t('open')}</Button>
        ) : null}
        <Button component={RouterLink} to="/cashbox-history">{t('back')}</Button>
      </Stack>
    </Stack>
  );
}
