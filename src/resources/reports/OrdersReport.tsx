import { LinearProgress, Stack, Typography } from '@mui/material';
import { DataTable, ListContextProvider, Pagination, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { ExportButtons } from '../../components/tableExport';
import { useFileDownload } from '../../components/useFileDownload';
import type { StatsNode } from '../../dataProvider';
import { formatDateTime, formatPrice, groupThousands } from '../../format';
import { type Period, isPeriodValid } from '../salesStats';
import { ReportTableBox } from './ReportTableBox';
import { type OrderReportRow, orderExportColumns, orderTotalsRows } from './orderColumns';
import { ordersReportExcel, useOrdersReport } from './useOrdersReport';

const label = (column: string) => `app.reports.orders.columns.${column}`;

/** L2: the orders of a node (or of the caller's scope) created in the period, their totals, CSV and the server's .xlsx. */
export function OrdersReportView({ node, period }: { node?: StatsNode; period: Period }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const { data: report, isFetching, error } = useOrdersReport(node, period);
  const list = useList<OrderReportRow>({ data: report?.rows ?? [], isPending: !report, perPage: 25, sort: { field: 'createdAt', order: 'ASC' } });
  const excel = ordersReportExcel(node, period);
  const rows = report?.rows.length ?? 0;
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
      {isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {report && !rows ? <Typography color="text.secondary">{translate('app.analyticsPage.reports.ordersEmpty')}</Typography> : null}
      {report && rows ? (
        <>
          <Typography data-testid="report-totals">
            {translate('app.reports.orders.totals', { count: groupThousands(report.totals.count), cost: formatPrice(report.totals.cost), paid: formatPrice(report.totals.paid) })}
          </Typography>
          <ResourceContextProvider value="reports">
            <ListContextProvider value={list}>
              <ReportTableBox>
                <DataTable<OrderReportRow> bulkActionButtons={false} rowClick={false}>
                  <DataTable.Col source="number" label={label('number')} />
                  <DataTable.Col source="createdAt" label={label('createdAt')} render={(row) => formatDateTime(row.createdAt)} />
                  <DataTable.Col source="payDate" label={label('payDate')} render={(row) => (row.payDate ? formatDateTime(row.payDate) : '')} />
                  <DataTable.Col source="certificate" label={label('certificate')} />
                  <DataTable.Col source="client" label={label('client')} />
                  <DataTable.Col source="rate" label={label('rate')} />
                  <DataTable.Col source="paymentType" label={label('paymentType')} />
                  <DataTable.Col source="status" label={label('status')} />
                  <DataTable.Col source="cost" align="right" label={label('cost')} render={(row) => formatPrice(row.cost)} />
                </DataTable>
              </ReportTableBox>
              <Pagination rowsPerPageOptions={[25, 50, 100]} />
            </ListContextProvider>
          </ResourceContextProvider>
        </>
      ) : null}
    </Stack>
  );
}
