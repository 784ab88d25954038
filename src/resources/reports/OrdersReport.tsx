import { Stack } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { ExportButtons } from '../../components/tableExport';
import { useFileDownload } from '../../components/useFileDownload';
import type { StatsNode } from '../../dataProvider';
import { formatDateTime, formatPrice, groupThousands } from '../../format';
import { enumLabel } from '../../i18n/enumLabel';
import { type Period, isPeriodValid } from '../salesStats';
import { ReportRows } from './ReportRows';
import { type OrderReportRow, orderExportColumns, orderTotalsRows } from './orderColumns';
import { ordersReportExcel, useOrdersReport } from './useOrdersReport';

const label = (column: string) => `app.reports.orders.columns.${column}`;

/** L2: the orders of a node (or of the caller's scope) created in the period, their totals, CSV and the server's .xlsx. */
export function OrdersReportView({ node, period }: { node?: StatsNode; period: Period }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const { data: report, isFetching, error } = useOrdersReport(node, period);
  const excel = ordersReportExcel(node, period);
  return (
    <Stack spacing={2}>
      <ExportButtons
        name={excel.fallbackName.replace(/\.xlsx$/, '')}
        columns={orderExportColumns(translate)}
        rows={isPeriodValid(period) ? (report?.rows ?? []) : []}
        footer={report ? orderTotalsRows(translate, report.totals) : []}
        onXlsx={() => void download(excel.file, excel.fallbackName)}
        xlsxLabel="app.reports.download"
      />
      <ReportRows
        report={report}
        isFetching={isFetching}
        error={error}
        empty={translate('app.analyticsPage.reports.ordersEmpty')}
        totals={({ totals }) =>
          translate('app.reports.orders.totals', { smart_count: totals.count, count: groupThousands(totals.count), cost: formatPrice(totals.cost), paid: formatPrice(totals.paid) })
        }
        sortField="createdAt"
      >
        <DataTable.Col source="number" label={label('number')} />
        <DataTable.Col source="createdAt" label={label('createdAt')} render={(row: OrderReportRow) => formatDateTime(row.createdAt)} />
        <DataTable.Col source="payDate" label={label('payDate')} render={(row: OrderReportRow) => (row.payDate ? formatDateTime(row.payDate) : '')} />
        <DataTable.Col source="certificate" label={label('certificate')} />
        <DataTable.Col source="client" label={label('client')} />
        <DataTable.Col source="rate" label={label('rate')} />
        <DataTable.Col source="paymentType" label={label('paymentType')} render={(row: OrderReportRow) => enumLabel(translate, 'paymentType', row.paymentType)} />
        <DataTable.Col source="status" label={label('status')} render={(row: OrderReportRow) => enumLabel(translate, 'orderStatus', row.status)} />
        <DataTable.Col source="cost" align="right" label={label('cost')} render={(row: OrderReportRow) => formatPrice(row.cost)} />
      </ReportRows>
    </Stack>
  );
}
