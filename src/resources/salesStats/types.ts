import type { Stats } from '../../dataProvider/api/reports';

/** The reply of the stats calls (L1): GET /partners/{id}/stats, /agents/{id}/stats and /analytics/stats. */
export type SalesStats = Stats;
export type NamedAmounts = Stats['rates'][number];
export type Amounts = Pick<NamedAmounts, 'count' | 'cost'>;
