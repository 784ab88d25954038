import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { FactGrid } from '../../../components/Fact';
import { formatDay, formatPercent, periodLabel, validDays } from '../../../format';
import { BlockControl } from './BlockControl';
import { DeleteCertificateButton } from './DeleteCertificateButton';
import { DocumentButtons } from './DocumentButtons';
import { LimitsTable } from './LimitsTable';
import { PaymentsPanel } from './PaymentsPanel';
import { PriceWithBreakdown } from './PriceWithBreakdown';
import type { CertificateCardRecord } from './types';
import { RecordHistory } from '../../audit/RecordHistory';

function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

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
          <FactGrid
            sx={{ mt: 1 }}
            facts={[
              { label: t('startDate'), value: formatDay(data.startDate), size: { xs: 6, md: 2 } },
              { label: t('validity'), value: periodLabel(validDays(data.period), translate), size: { xs: 6, md: 2 } },
              { label: t('tariff'), value: data.rate?.name ?? translate('app.certificates.noPackage'), size: { xs: 6, md: 3 } },
              { label: t('client'), value: data.client?.name ?? translate('app.certificates.unknownClient'), size: { xs: 6, md: 3 } },
              { label: t('price'), value: <PriceWithBreakdown record={data} />, size: { xs: 6, md: 2 } },
            ]}
          />
          <Divider sx={{ my: 2 }} />
          <FactGrid
            facts={[
              { label: t('partner'), value: data.partner?.name, size: { xs: 12, md: 3 } },
              { label: t('commission'), value: formatPercent(data.commission, 2), size: { xs: 12, md: 3 } },
              { label: t('agent'), value: data.agent?.name, size: { xs: 12, md: 3 } },
              { label: t('subdivision'), value: data.subdivision?.name, size: { xs: 12, md: 3 } },
            ]}
          />
        </CardContent>
      </Card>
      <TitledCard title={t('limits')}>
        <LimitsTable record={data} />
      </TitledCard>
      <TitledCard title={t('payments')}>
        <PaymentsPanel record={data} />
      </TitledCard>
      <Stack direction="row" justifyContent="space-between">
        <DocumentButtons record={data} />
        <DeleteCertificateButton record={data} />
      </Stack>
      <RecordHistory recordId={data.id} />
    </Stack>
  );
}
