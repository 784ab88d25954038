import type { Cell } from 'write-excel-file/node';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import type { Report, ReportRow } from './schemas';

const COLUMNS = ['rate', 'number', 'client', 'phone', 'email', 'cost', 'reward', 'startDate', 'finishDate'] as const;
const WIDTHS = [24, 20, 28, 14, 26, 14, 16, 14, 14];
const MONEY_FORMAT = '#,##0.00';
const DAY_FORMAT = 'dd.mm.yyyy';

const money = (value: number, bold = false): Cell => ({ type: Number, value, format: MONEY_FORMAT, ...(bold ? { fontWeight: 'bold' as const } : {}) });
const day = (value: string | null): Cell => (value ? { type: Date, value: new Date(value), format: DAY_FORMAT } : null);

const text = (value: string | null): Cell => ({ value: value ?? '' });

const line = (row: ReportRow): Cell[] => [
  text(row.rate),
  text(row.number),
  text(row.client),
  text(row.phone),
  text(row.email),
  money(row.cost),
  money(row.reward),
  day(row.startDate),
  day(row.finishDate),
];

/** The report as a sheet: a bold header, a row per certificate and a bold totals row of cost and reward. */
export async function reportWorkbook(report: Report, language: Language): Promise<Buffer> {
  const t = (key: MessageKey) => translate(language, key);
  const header: Cell[] = COLUMNS.map((column) => ({ value: t(`reports.column.${column}`), fontWeight: 'bold' }));
  const totals: Cell[] = [{ value: t('reports.total'), fontWeight: 'bold' }, null, null, null, null, money(report.totals.cost, true), money(report.totals.reward, true), null, null];
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([header, ...report.rows.map(line), totals], { columns: WIDTHS.map((width) => ({ width })) }).toBuffer();
}

/** L2 names downloads report_{kind}_from:{date}_to:{date}; ':' becomes '_' (decision L2/file-name). */
export const reportFileName = (kind: string, from: string, to: string) => `report_${kind}_from_${from}_to_${to}.xlsx`;
