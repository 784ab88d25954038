import { LinearProgress, Stack, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { DEFAULT_PRESET, type Period, PeriodPicker, presetPeriod, useSalesStats } from '../salesStats';
import { ProgramFigures } from './ProgramFigures';
import { usePartnerConversion, usePartnerId } from './usePartnerData';

const ProgramCharts = lazy(() => import('./ProgramCharts'));
// the report's table (react-admin's DataTable) comes after the figures too, and is only asked for once they have their
// data: its code (~20 files) fetched beside the figures' calls held them back by seconds on a phone's slow 4G
const SalesReportView = lazyScreen(() => import('../reports/PartnerReport'), 'SalesReportView');

/** L3 /analytic: the partner programme's figures of a period, then its charts (lazily), then the sales report. */
export function PartnerAnalyticPage() {
  const partnerId = usePartnerId();
  return partnerId ? <ProgramAnalytics partnerId={partnerId} /> : null;
}

function ProgramAnalytics({ partnerId }: { partnerId: string }) {
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>(() => presetPeriod(DEFAULT_PRESET));
  const { data: stats, isFetching, error } = useSalesStats({ partnerId }, period);
  const { data: conversion } = usePartnerConversion(period);
  return (
    <Stack spacing={3} sx={{ p: 2, minWidth: 0 }}>
      <Title title={translate('app.partnerCabinet.analytic.title')} />
      <PeriodPicker value={period} onChange={setPeriod} />
      {isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {stats ? <ProgramFigures stats={stats} conversion={conversion} /> : null}
      {stats && stats.count > 0 ? (
        <Suspense fallback={<LinearProgress />}>
          <ProgramCharts stats={stats} fileName={`rates_from_${period.from}_to_${period.to}`} />
        </Suspense>
      ) : null}
      {stats && stats.count === 0 ? <Typography color="text.secondary">{translate('app.analytics.empty')}</Typography> : null}
      {stats ? (
        <>
          <Typography variant="subtitle1">{translate('app.partnerCabinet.analytic.report')}</Typography>
          <Suspense fallback={<LinearProgress />}>
            <SalesReportView kind="partner" id={partnerId} period={period} />
          </Suspense>
        </>
      ) : null}
    </Stack>
  );
}
