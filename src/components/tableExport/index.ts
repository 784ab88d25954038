export { ExportButtons } from './ExportButtons';
export { type ExportColumn, saveCsv, saveXlsx, tableCsv } from './exportTable';
