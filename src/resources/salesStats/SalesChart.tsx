import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatPrice, groupThousands } from '../../format';
import { CHART_HEIGHT } from './chartHeight';
import type { SalesStats } from './types';

/** Room under the days' ticks for the axis title, and beside the figures for the vertical titles. */
const MARGIN = { top: 8, right: 16, bottom: 24, left: 16 };

/**
 * Sales per day: the amount as bars, the certificate count as a line on its own axis, each axis titled and the
 * series named in a legend (issue 27). Only lazily loaded screens import it.
 */
export function SalesChart({ sales }: { sales: SalesStats['sales'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const costName = translate('app.analytics.chart.cost');
  const countName = translate('app.analytics.chart.count');
  const axisTitle = { fill: theme.palette.text.secondary, fontSize: 12 };
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: 640, height: CHART_HEIGHT }}>
      <ComposedChart data={sales} margin={MARGIN}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24}
          label={{ value: translate('app.analytics.chart.axisDay'), position: 'insideBottom', offset: -16, style: axisTitle }} />
        <YAxis yAxisId="cost" tickFormatter={(value: number) => groupThousands(value)} width={90}
          label={{ value: translate('app.analytics.chart.axisCost'), angle: -90, position: 'insideLeft', style: { ...axisTitle, textAnchor: 'middle' } }} />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} width={56}
          label={{ value: translate('app.analytics.chart.axisCount'), angle: 90, position: 'insideRight', style: { ...axisTitle, textAnchor: 'middle' } }} />
        <Tooltip
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value, name) => (name === costName ? formatPrice(Number(value)) : groupThousands(Number(value)))}
        />
        <Legend verticalAlign="top" height={32} />
        <Bar yAxisId="cost" dataKey="cost" name={costName} fill={theme.palette.primary.main} />
        <Line yAxisId="count" dataKey="count" name={countName} stroke={theme.palette.secondary.main} dot={false} type="monotone" />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
