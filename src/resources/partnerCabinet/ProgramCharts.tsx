import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ExportButtons, type ExportColumn } from '../../components/tableExport';
import type { SalesStats } from '../salesStats';
import { RatesTable } from '../salesStats/RatesTable';
import { SalesChart } from '../salesStats/SalesChart';

type Rate = SalesStats['rates'][number];

/**
 * The programme's charts and per-tariff table. Default export, loaded with React.lazy after the figures
 * painted: recharts stays out of the partner cabinet's first screen.
 */
export default function ProgramCharts({ stats, fileName }: { stats: SalesStats; fileName: string }) {
  const translate = useTranslate();
  const columns: ExportColumn<Rate>[] = [
    { header: translate('app.analytics.rates.name'), value: (rate) => rate.name },
    { header: translate('app.analytics.rates.count'), value: (rate) => rate.count },
    { header: translate('app.analytics.rates.cost'), value: (rate) => rate.cost, money: true },
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1">{translate('app.analytics.chart.title')}</Typography>
      <SalesChart sales={stats.sales} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1">{translate('app.analytics.rates.title')}</Typography>
        <ExportButtons name={fileName} columns={columns} rows={stats.rates} />
      </Stack>
      <RatesTable rates={stats.rates} />
    </Stack>
  );
}
