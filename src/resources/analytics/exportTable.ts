import { saveBlob } from '../../components/useFileDownload';
import { saveCsvRows } from '../../components/tableExport/csv';

/** A table as shown: its column titles and, per row, the cells' values (money as numbers in the currency). */
export interface ExportTable {
  name: string;
  columns: string[];
  rows: (string | number)[][];
}

/** CSV through the product's one writer; numbers unformatted so they stay numbers. */
export function exportCsv({ name, columns, rows }: ExportTable) {
  saveCsvRows(`${name}.csv`, [columns, ...rows]);
}

/** A real .xlsx (write-excel-file, loaded only when asked for), numbers as numeric cells. */
export async function exportXlsx({ name, columns, rows }: ExportTable) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = rows.map((row) => row.map((value) => ({ value })));
  saveBlob(await writeXlsxFile([header, ...body]).toBlob(), `${name}.xlsx`);
}
