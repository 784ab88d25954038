export { PartnerReport, SalesReportView } from './PartnerReport';
export type { ReportRow, SalesReport } from './types';
