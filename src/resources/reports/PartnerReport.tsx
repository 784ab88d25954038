import { Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { ExportButtons } from '../../components/tableExport';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDay, formatPrice, groupThousands } from '../../format';
import { DEFAULT_PRESET, type Period, PeriodPicker, isPeriodValid, presetPeriod } from '../salesStats';
import { ClientCell } from './ClientCell';
import { ReportRows } from './ReportRows';
import { reportExportColumns, reportTotalsRow } from './reportColumns';
import type { ReportRow } from './types';
import { type ReportKind, salesReportExcel, useSalesReport } from './usePartnerReport';

const label = (column: keyof ReportRow) => `app.reports.columns.${column}`;

interface SalesReportViewProps {
  kind: ReportKind;
  id: string;
  /** The period picked outside (e.g. the partner cabinet's one picker); the view keeps its own otherwise. */
  period?: Period;
}

/** L2: a partner's or an agent's sales report of a period, its totals, and CSV/.xlsx downloads of the same rows. */
export function SalesReportView({ kind, id, period: given }: SalesReportViewProps) {
  const translate = useTranslate();
  const download = useFileDownload();
  const [own, setOwn] = useState<Period>(() => presetPeriod(DEFAULT_PRESET));
  const period = given ?? own;
  const { data: report, isFetching, error } = useSalesReport(kind, id, period);
  const excel = salesReportExcel(kind, id, period);
  const name = excel.fallbackName.replace(/\.xlsx$/, '');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        {given ? <span /> : <PeriodPicker value={own} onChange={setOwn} />}
        <ExportButtons
          name={name}
          columns={reportExportColumns(translate)}
          rows={isPeriodValid(period) ? (report?.rows ?? []) : []}
          footer={report ? [reportTotalsRow(translate('app.reports.totalRow'), report.totals)] : []}
          onXlsx={() => void download(excel.file, excel.fallbackName)}
          xlsxLabel="app.reports.download"
        />
      </Stack>
      <ReportRows
        report={report}
        isFetching={isFetching}
        error={error}
        empty={translate('app.reports.empty')}
        totals={({ rows, totals }) =>
          translate('app.reports.totals', { smart_count: rows.length, count: groupThousands(rows.length), cost: formatPrice(totals.cost), reward: formatPrice(totals.reward) })
        }
        sortField="startDate"
      >
        <DataTable.Col source="rate" label={label('rate')} />
        <DataTable.Col source="number" label={label('number')} />
        <DataTable.Col source="client" label={label('client')} render={(row: ReportRow) => <ClientCell row={row} />} />
        <DataTable.Col source="cost" align="right" label={label('cost')} render={(row: ReportRow) => formatPrice(row.cost)} />
        <DataTable.Col source="reward" align="right" label={label('reward')} render={(row: ReportRow) => formatPrice(row.reward)} />
        <DataTable.Col source="startDate" label={label('startDate')} render={(row: ReportRow) => formatDay(row.startDate)} />
        <DataTable.Col source="finishDate" label={label('finishDate')} render={(row: ReportRow) => formatDay(row.finishDate)} />
      </ReportRows>
    </Stack>
  );
}

/** The partner page's Reports tab (G2). */
export function PartnerReport({ partnerId }: { partnerId: string }) {
  return <SalesReportView kind="partner" id={partnerId} />;
}
