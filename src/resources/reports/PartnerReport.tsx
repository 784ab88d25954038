import Download from '@mui/icons-material/Download';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, ListContextProvider, Pagination, useList, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDay, formatPhone, formatPrice, groupThousands } from '../../format';
import { DEFAULT_PRESET, type Period, PeriodPicker, isPeriodValid, presetPeriod } from '../salesStats';
import type { ReportRow } from './types';
import { partnerReportExcel, usePartnerReport } from './usePartnerReport';

const label = (column: keyof ReportRow) => `app.reports.columns.${column}`;

/** L2: a partner's sales report of a period, its totals and the .xlsx download (the partner page's Reports tab). */
export function PartnerReport({ partnerId }: { partnerId: string }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const [period, setPeriod] = useState<Period>(() => presetPeriod(DEFAULT_PRESET));
  const { data: report, isFetching, error } = usePartnerReport(partnerId, period);
  const list = useList<ReportRow>({ data: report?.rows ?? [], isPending: !report, perPage: 25, sort: { field: 'startDate', order: 'ASC' } });
  const excel = partnerReportExcel(partnerId, period);
  const rows = report?.rows.length ?? 0;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <PeriodPicker value={period} onChange={setPeriod} />
        <Button label="app.reports.download" disabled={!isPeriodValid(period) || !rows} onClick={() => void download(excel.file, excel.fallbackName)}>
          <Download />
        </Button>
      </Stack>
      {isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {report && !rows ? <Typography color="text.secondary">{translate('app.reports.empty')}</Typography> : null}
      {rows ? (
        <>
          <Typography data-testid="report-totals">
            {translate('app.reports.totals', { count: groupThousands(rows), cost: formatPrice(report?.totals.cost), reward: formatPrice(report?.totals.reward) })}
          </Typography>
          <ListContextProvider value={list}>
            <DataTable<ReportRow> bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="rate" label={label('rate')} />
              <DataTable.Col source="number" label={label('number')} />
              <DataTable.Col source="client" label={label('client')} />
              <DataTable.Col source="phone" label={label('phone')} disableSort render={(row) => formatPhone(row.phone)} />
              <DataTable.Col source="email" label={label('email')} disableSort />
              <DataTable.Col source="cost" align="right" label={label('cost')} render={(row) => formatPrice(row.cost)} />
              <DataTable.Col source="reward" align="right" label={label('reward')} render={(row) => formatPrice(row.reward)} />
              <DataTable.Col source="startDate" label={label('startDate')} render={(row) => formatDay(row.startDate)} />
              <DataTable.Col source="finishDate" label={label('finishDate')} render={(row) => formatDay(row.finishDate)} />
            </DataTable>
            <Pagination rowsPerPageOptions={[25, 50, 100]} />
          </ListContextProvider>
        </>
      ) : null}
    </Stack>
  );
}
