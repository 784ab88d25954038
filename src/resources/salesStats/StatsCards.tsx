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

/** The headline figures of a stats reply (formulas in docs/decisions.md, L1/formulas). */
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
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
