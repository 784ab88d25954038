import { saveBlob } from '../../components/useFileDownload';

/** A table as shown: its column titles and, per row, the cells' values (money as numbers in the currency). */
export interface ExportTable {
  name: string;
  columns: string[];
  rows: (string | number)[][];
}

const csvCell = (value: string | number) => (typeof value === 'number' ? String(value) : `"${value.replace(/"/g, '""')}"`);

/** CSV with a BOM so spreadsheets read Cyrillic as UTF-8; numbers unformatted so they stay numbers. */
export function exportCsv({ name, columns, rows }: ExportTable) {
  const text = [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
  saveBlob(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}

/** A real .xlsx (write-excel-file, loaded only when asked for), numbers as numeric cells. */
export async function exportXlsx({ name, columns, rows }: ExportTable) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = rows.map((row) => row.map((value) => ({ value })));
  saveBlob(await writeXlsxFile([header, ...body]).toBlob(), `${name}.xlsx`);
}
