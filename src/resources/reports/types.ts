import type { Report } from '../../dataProvider/api/reports';

/** A sales report (L2) and its rows (one counted certificate each): the server's record types. */
export type SalesReport = Report;
export type ReportRow = Report['rows'][number];
