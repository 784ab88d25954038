/** D2 credit terms, shared by the sale form (what the client will pay) and the server (what is charged). */
export const CREDIT_PERCENTS = [2, 2.5, 3, 3.5] as const;

const kopecks = (value: number) => Math.round(value * 100) / 100;

/** The percent is a one-off surcharge on the list price; the total is paid in `period` monthly instalments. */
export function creditTotals(price: number, period: number, percent: number): { total: number; monthly: number } {
  const total = kopecks(price * (1 + percent / 100));
  return { total, monthly: kopecks(total / period) };
}

/** The instalments; the last one absorbs the rounding so that they sum to the total exactly. */
export function instalmentAmounts(total: number, monthly: number, period: number): number[] {
  return Array.from({ length: period }, (_, index) => (index === period - 1 ? kopecks(total - monthly * (period - 1)) : monthly));
}
