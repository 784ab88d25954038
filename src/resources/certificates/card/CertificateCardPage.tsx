import { Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { Fact } from '../../../components/Fact';
import { formatDay, groupThousands, periodLabel, validDays } from '../../../format';
import { BlockControl } from './BlockControl';
import { DeleteCertificateButton } from './DeleteCertificateButton';
import { DocumentButtons } from './DocumentButtons';
import { LimitsTable } from './LimitsTable';
import { PaymentsPanel } from './PaymentsPanel';
import { PriceWithBreakdown } from './PriceWithBreakdown';
import type { CertificateCardRecord } from './types';

/**
 * react-admin seeds the getOne cache with every list row (keyed by resource, id and meta); the card's own
 * meta keeps those partial rows out of it, so the card renders only the full GET /certificates/{id}.
 */
const CARD_META = { view: 'card' } as const;

/** The certificate card at #/certificates/certificate/{id} (C6–C11); a failed reload keeps the shown data. */
export function CertificateCardPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { data, isPending } = useGetOne<CertificateCardRecord & { id: string }>(
    'certificates',
    { id, meta: CARD_META },
    { placeholderData: (previous) => previous },
  );
  if (isPending || !data) return <Loading />;
  const t = (key: string) => translate(`app.certificates.card.${key}`);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={`${translate('app.certificates.card.title')} ${data.number}`} />
      <Card>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" flexWrap="wrap" useFlexGap spacing={2}>
            <Typography variant="h5" sx={{ fontFamily: 'monospace' }} data-testid="certificate-number">
              {data.number}
            </Typography>
            <BlockControl record={data} />
          </Stack>
          <Grid container spacing={2} sx={{ mt: 1 }}>
            <Grid size={{ xs: 6, md: 2 }}><Fact label={t('startDate')} value={formatDay(data.startDate)} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Fact label={t('validity')} value={periodLabel(validDays(data.period), translate)} /></Grid>
            <Grid size={{ xs: 6, md: 3 }}><Fact label={t('tariff')} value={data.rate?.name ?? translate('app.certificates.noPackage')} /></Grid>
            <Grid size={{ xs: 6, md: 3 }}><Fact label={t('client')} value={data.client?.name ?? translate('app.certificates.unknownClient')} /></Grid>
            <Grid size={{ xs: 6, md: 2 }}><Fact label={t('price')} value={<PriceWithBreakdown record={data} />} /></Grid>
          </Grid>
          <Divider sx={{ my: 2 }} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 3 }}><Fact label={t('partner')} value={data.partner?.name} /></Grid>
            <Grid size={{ xs: 12, md: 3 }}><Fact label={t('commission')} value={`${groupThousands(data.commission)} %`} /></Grid>
            <Grid size={{ xs: 12, md: 3 }}><Fact label={t('agent')} value={data.agent?.name} /></Grid>
            <Grid size={{ xs: 12, md: 3 }}><Fact label={t('subdivision')} value={data.subdivision?.name} /></Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{t('limits')}</Typography>
          <LimitsTable record={data} />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{t('payments')}</Typography>
          <PaymentsPanel record={data} />
        </CardContent>
      </Card>
      <Stack direction="row" justifyContent="space-between">
        <DocumentButtons record={data} />
        <DeleteCertificateButton record={data} />
      </Stack>
    </Stack>
  );
}
