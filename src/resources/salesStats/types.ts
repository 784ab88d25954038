/** The reply of the stats calls (L1): GET /partners/{id}/stats, /agents/{id}/stats and /analytics/stats. */
export interface Amounts {
  count: number;
  cost: number;
}

export interface NamedAmounts extends Amounts {
  id: string | null;
  name: string;
}

export interface SalesStats {
  totalCost: number;
  brutto: number;
  reward: number;
  netto: number;
  count: number;
  averageCheck: number;
  rates: NamedAmounts[];
  sales: (Amounts & { date: string })[];
  partners: (NamedAmounts & { reward: number })[];
  agents: { totalRevenue: number; totalCertificates: number; top: NamedAmounts[]; all: NamedAmounts[] };
  period: { from: string; to: string };
}
