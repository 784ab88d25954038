import type { ExportColumn } from '../../components/tableExport';
import { formatDay, formatPhone } from '../../format';
import type { ReportRow } from './types';

type Translate = (key: string, options?: object) => string;

/** The report's columns for CSV/.xlsx exports, formatted as the table shows them (money as numbers). */
export function reportExportColumns(translate: Translate): ExportColumn<ReportRow>[] {
  const header = (column: keyof ReportRow) => translate(`app.reports.columns.${column}`);
  return [
    { header: header('rate'), value: (row) => row.rate },
    { header: header('number'), value: (row) => row.number },
    { header: header('client'), value: (row) => row.client },
    { header: header('phone'), value: (row) => (row.phone ? formatPhone(row.phone) : null) },
    { header: header('email'), value: (row) => row.email },
    { header: header('cost'), value: (row) => row.cost, money: true },
    { header: header('reward'), value: (row) => row.reward, money: true },
    { header: header('startDate'), value: (row) => (row.startDate ? formatDay(row.startDate) : null) },
    { header: header('finishDate'), value: (row) => (row.finishDate ? formatDay(row.finishDate) : null) },
  ];
}

/** The totals row under the data, as the sheet's 'Итого'. */
export const reportTotalsRow = (label: string, totals: { cost: number; reward: number }): ReportRow => ({
  id: 'totals',
  rate: label,
  number: '',
  client: '',
  phone: null,
  email: null,
  cost: totals.cost,
  reward: totals.reward,
  startDate: null,
  finishDate: null,
});
