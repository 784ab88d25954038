import type { Readable } from 'node:stream';
import { enumLabel } from '../../i18n/enums';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import type { OrderReportRow } from './schemas';
import { type SheetSalesRow, cents } from './service';
import { type CellKind, type CellValue, type SheetColumn, streamSheet } from './sheet-stream';

const SALES_COLUMNS: [keyof SheetSalesRow, number, CellKind][] = [
  ['rate', 24, 'text'],
  ['number', 20, 'text'],
  ['client', 28, 'text'],
  ['phone', 14, 'text'],
  ['email', 26, 'text'],
  ['cost', 14, 'money'],
  ['reward', 16, 'money'],
  ['startDate', 14, 'day'],
  ['finishDate', 14, 'day'],
];

const ORDER_COLUMNS: [keyof OrderReportRow, number, CellKind][] = [
  ['number', 10, 'integer'],
  ['createdAt', 14, 'day'],
  ['payDate', 14, 'day'],
  ['certificate', 20, 'text'],
  ['client', 28, 'text'],
  ['rate', 24, 'text'],
  ['paymentType', 12, 'text'],
  ['status', 12, 'text'],
  ['cost', 14, 'money'],
];

const cell = (kind: CellKind, value: CellValue): CellValue => {
  if (value === null || value === '') return kind === 'text' ? '' : null;
  return kind === 'day' && typeof value === 'string' ? new Date(value) : value;
};

function columnsOf<Row>(spec: [keyof Row, number, CellKind][], language: Language): SheetColumn[] {
  return spec.map(([key, width, kind]) => ({ header: translate(language, `reports.column.${String(key)}` as MessageKey), width, kind }));
}

async function* mapRows<Row>(rows: AsyncIterable<Row>, spec: [keyof Row, number, CellKind][], seen: (row: Row) => void, shown: (row: Row) => Row = (row) => row) {
  for await (const row of rows) {
    seen(row);
    const words = shown(row);
    yield spec.map(([key, , kind]) => cell(kind, words[key] as CellValue));
  }
}

/** An order's codes in the sheet's language: where it was started and its state are words, never SITE or PAID. */
const orderInWords = (language: Language) => (row: OrderReportRow): OrderReportRow => ({
  ...row,
  paymentType: enumLabel(language, 'paymentType', row.paymentType),
  status: enumLabel(language, 'orderStatus', row.status),
});

/** The sales report as a streamed sheet: header, a row per certificate, a bold 'Итого' row of cost and reward. */
export function salesSheet(rows: AsyncIterable<SheetSalesRow>, language: Language): Readable {
  let cost = 0;
  let reward = 0;
  const seen = (row: SheetSalesRow) => {
    cost += cents(row.cost);
    reward += cents(row.reward);
  };
  const totals = () => [[translate(language, 'reports.total'), null, null, null, null, cost / 100, reward / 100, null, null]];
  return streamSheet(columnsOf(SALES_COLUMNS, language), mapRows(rows, SALES_COLUMNS, seen), totals);
}

/**
 * The orders report as a streamed sheet; below the rows, bold totals: every order's amount, then 'Оплачено', the
 * scope's paid figure over the period (figures/paid.ts), as the report on screen and the statistics say it.
 */
export function ordersSheet(rows: AsyncIterable<OrderReportRow>, language: Language, paid: number): Readable {
  let cost = 0;
  const seen = (row: OrderReportRow) => {
    cost += cents(row.cost);
  };
  const blank = [null, null, null, null, null, null, null];
  const totals = () => [
    [translate(language, 'reports.total'), ...blank, cost / 100],
    [translate(language, 'reports.paidTotal'), ...blank, paid],
  ];
  return streamSheet(columnsOf(ORDER_COLUMNS, language), mapRows(rows, ORDER_COLUMNS, seen, orderInWords(language)), totals);
}

/** L2 names downloads report_{kind}_from:{date}_to:{date}; ':' becomes '_' (decision L2/file-name). */
export const reportFileName = (kind: string, from: string, to: string) => `report_${kind}_from_${from}_to_${to}.xlsx`;
