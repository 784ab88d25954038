/** The statistics the peer comparison asks for: the admin's whole scope over the last year (L1, `/gw/analytics/stats`). */
export interface Period {
  from: string;
  to: string;
}

const DAYS = 365;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function statsPeriod(today: Date): Period {
  return { from: isoDate(new Date(today.getTime() - (DAYS - 1) * 86_400_000)), to: isoDate(today) };
}

export const gwStatsPath = (period: Period) => `/gw/analytics/stats?dateFrom=${period.from}&dateTo=${period.to}`;
