export { ExportButtons } from './ExportButtons';
export { type ExportColumn, saveCsv, saveXlsx, tableCsv } from './exportTable';
export { type CsvValue, csvText, neutralised } from './csv';
export { listExporter } from './listExporter';
