import { saveBlob } from '../useFileDownload';
import { csvText, saveCsvRows } from './csv';

/** A column of an exported table: the header as shown and the value of a row, as a number where it is one. */
export interface ExportColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
  /** Money: written with two decimals and the sheet's #,##0.00 format. */
  money?: boolean;
}

const plain = <Row>(column: ExportColumn<Row>, row: Row) => {
  const value = column.value(row);
  return column.money && typeof value === 'number' ? value.toFixed(2) : value;
};

const lines = <Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer: readonly Row[]) => [
  columns.map((column) => column.header),
  ...[...rows, ...footer].map((row) => columns.map((column) => plain(column, row))),
];

/** The table as CSV (the shared writer, ./csv.ts); `footer` rows (totals) follow the data as they do on screen. */
export function tableCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer: readonly Row[] = []): string {
  return csvText(lines(columns, rows, footer));
}

export function saveCsv<Row>(fileName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer: readonly Row[] = []) {
  saveCsvRows(fileName, lines(columns, rows, footer));
}

/** The same table as .xlsx, built in the browser; the writer is loaded on the first export only. */
export async function saveXlsx<Row>(fileName: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[], footer: readonly Row[] = []) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const line = (row: Row, bold: boolean) =>
    columns.map((column) => {
      const value = column.value(row);
      if (value === null) return null;
      const weight = bold ? { fontWeight: 'bold' as const } : {};
      return typeof value === 'number' ? { type: Number, value, ...(column.money ? { format: '#,##0.00' } : {}), ...weight } : { value, ...weight };
    });
  const data = [header, ...rows.map((row) => line(row, false)), ...footer.map((row) => line(row, true))];
  saveBlob(await writeXlsxFile(data).toBlob(), fileName);
}
