/** A row of a sales report (L2): one counted certificate. */
export interface ReportRow {
  id: string;
  rate: string;
  number: string;
  client: string;
  phone: string | null;
  email: string | null;
  cost: number;
  reward: number;
  startDate: string | null;
  finishDate: string | null;
}

export interface SalesReport {
  rows: ReportRow[];
  totals: { cost: number; reward: number };
  period: { from: string; to: string };
}
