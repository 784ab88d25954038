import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice, groupThousands } from '../../format';
import type { SalesStats } from './types';

const KPIS = [
  { key: 'totalCost', format: formatPrice },
  { key: 'brutto', format: formatPrice },
  { key: 'netto', format: formatPrice },
  { key: 'count', format: groupThousands },
  { key: 'averageCheck', format: formatPrice },
] as const;

/** The headline figures of a stats reply (formulas in server/modules/figures/sold.ts); the paid one says how much of it is services. */
export function StatsCards({ stats }: { stats: SalesStats }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {KPIS.map(({ key, format }) => (
        <Card key={key} variant="outlined" sx={{ minWidth: 180, flex: '1 1 180px' }} data-testid={`kpi-${key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.analytics.kpi.${key}`)}
            </Typography>
            <Typography variant="h6">{format(stats[key])}</Typography>
            {key === 'brutto' && stats.services.cost > 0 ? (
              <Typography variant="caption" color="text.secondary" data-testid="kpi-services">
                {translate('app.analytics.servicesPart', { cost: formatPrice(stats.services.cost) })}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
