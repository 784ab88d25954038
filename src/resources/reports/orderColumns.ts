import type { ExportColumn } from '../../components/tableExport';
import type { OrderReport } from '../../dataProvider/api/reports';
import { formatDateTime } from '../../format';
import { enumLabel } from '../../i18n/enumLabel';

export type OrderReportRow = OrderReport['rows'][number];
type Translate = (key: string, options?: object) => string;

export const ORDER_COLUMNS = ['number', 'createdAt', 'payDate', 'certificate', 'client', 'rate', 'paymentType', 'status', 'cost'] as const;

/** The orders report's columns for CSV exports, formatted as the table shows them (money as numbers). */
export function orderExportColumns(translate: Translate): ExportColumn<OrderReportRow>[] {
  const header = (column: (typeof ORDER_COLUMNS)[number]) => translate(`app.reports.orders.columns.${column}`);
  return [
    // a totals row (no id) carries its label in the first column, as the sheet's
    { header: header('number'), value: (row) => (row.id ? row.number : row.certificate) },
    { header: header('createdAt'), value: (row) => (row.createdAt ? formatDateTime(row.createdAt) : null) },
    { header: header('payDate'), value: (row) => (row.payDate ? formatDateTime(row.payDate) : null) },
    { header: header('certificate'), value: (row) => (row.id ? row.certificate : null) },
    { header: header('client'), value: (row) => row.client },
    { header: header('rate'), value: (row) => row.rate },
    { header: header('paymentType'), value: (row) => enumLabel(translate, 'paymentType', row.paymentType) },
    { header: header('status'), value: (row) => enumLabel(translate, 'orderStatus', row.status) },
    { header: header('cost'), value: (row) => row.cost, money: true },
  ];
}

/** The two totals rows under the data, as the sheet's 'Итого' (every order) and 'Оплачено' (PAID). */
export function orderTotalsRows(translate: Translate, totals: OrderReport['totals']): OrderReportRow[] {
  const row = (label: string, cost: number): OrderReportRow => ({ id: '', number: 0, createdAt: '', payDate: null, certificate: label, client: '', rate: '', paymentType: '', status: '', cost });
  return [row(translate('app.reports.totalRow'), totals.cost), row(translate('app.reports.orders.paidRow'), totals.paid)];
}
