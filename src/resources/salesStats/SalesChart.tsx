import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatPrice, groupThousands } from '../../format';
import type { SalesStats } from './types';

/** Sales per day: the amount as bars, the certificate count as a line on its own axis. Only lazily loaded screens import it. */
export function SalesChart({ sales }: { sales: SalesStats['sales'] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const costName = translate('app.analytics.chart.cost');
  const countName = translate('app.analytics.chart.count');
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={sales} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="date" tickFormatter={formatDay} minTickGap={24} />
        <YAxis yAxisId="cost" tickFormatter={(value: number) => groupThousands(value)} width={90} />
        <YAxis yAxisId="count" orientation="right" allowDecimals={false} width={40} />
        <Tooltip
          labelFormatter={(label) => formatDay(String(label))}
          formatter={(value, name) => (name === costName ? formatPrice(Number(value)) : groupThousands(Number(value)))}
        />
        <Bar yAxisId="cost" dataKey="cost" name={costName} fill={theme.palette.primary.main} />
        <Line yAxisId="count" dataKey="count" name={countName} stroke={theme.palette.secondary.main} dot={false} type="monotone" />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
