import { LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StatsScope } from '../../dataProvider';
import { PeriodPicker } from './PeriodPicker';
import { DEFAULT_PRESET, type Period, presetPeriod } from './period';
import { RatesTable } from './RatesTable';
import { SalesChart } from './SalesChart';
import { StatsCards } from './StatsCards';
import { useSalesStats } from './useSalesStats';

interface SalesAnalyticsProps {
  /** Whose stats: `{ partnerId }`, `{ agentId }` or a node of the caller's scope. */
  scope: StatsScope;
}

/**
 * A stats view (L1): the period, the headline figures, sales per day and per tariff. Default export so
 * screens load it with React.lazy (it brings recharts).
 */
export default function SalesAnalytics({ scope }: SalesAnalyticsProps) {
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>(() => presetPeriod(DEFAULT_PRESET));
  const { data: stats, isFetching, error } = useSalesStats(scope, period);
  return (
    <Stack spacing={3}>
      <PeriodPicker value={period} onChange={setPeriod} />
      {isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {stats ? (
        <>
          <StatsCards stats={stats} />
          {stats.count === 0 ? (
            <Typography color="text.secondary">{translate('app.analytics.empty')}</Typography>
          ) : (
            <>
              <Typography variant="subtitle1">{translate('app.analytics.chart.title')}</Typography>
              <SalesChart sales={stats.sales} />
              <Typography variant="subtitle1">{translate('app.analytics.rates.title')}</Typography>
              <RatesTable rates={stats.rates} />
            </>
          )}
        </>
      ) : null}
    </Stack>
  );
}
