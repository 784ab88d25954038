export { PartnerReport } from './PartnerReport';
export type { ReportRow, SalesReport } from './types';
