import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** D2 credit terms, shared by the sale form (what the client will pay) and the server (what is charged). */
export const CREDIT_PERCENTS = [2, 2.5, 3, 3.5] as const;

/** Days an instalment may stay unpaid after its due date before the certificate is blocked for non-payment. */
export const CREDIT_GRACE_DAYS = 3;

const toKopecks = (rubles: number) => Math.round(rubles * 100);
const toRubles = (kopecks: number) => kopecks / 100;

/**
 * The percent is a one-off surcharge on the list price; the total is paid in `period` monthly instalments.
 * Computed in integer kopecks: total rounded half up once, the monthly instalment rounded down.
 */
export function creditTotals(price: number, period: number, percent: number): { total: number; monthly: number } {
  const total = Math.round((toKopecks(price) * (1000 + Math.round(percent * 10))) / 1000);
  return { total: toRubles(total), monthly: toRubles(Math.floor(total / period)) };
}

/** The instalments; the last one takes the kopecks left over, so they sum to the total exactly and none is negative. */
export function instalmentAmounts(total: number, monthly: number, period: number): number[] {
  const last = toKopecks(total) - toKopecks(monthly) * (period - 1);
  return Array.from({ length: period }, (_, index) => (index === period - 1 ? toRubles(last) : monthly));
}

/**
 * Due date (YYYY-MM-DD, UTC) of instalment `number` (1-based) of a credit signed on `signed`: the same day of
 * each following month, or that month's last day when it is shorter (31 January → 28/29 February).
 */
export function instalmentDueDate(signed: Date | string, number: number): string {
  return dayjs.utc(signed).add(number - 1, 'month').format('YYYY-MM-DD');
}

export interface Instalment {
  number: number;
  due_date: string;
  amount: number;
}

/** D2 credit terms with the due date of every monthly instalment; instalment 1 is due on the day of the sale. */
export function creditSchedule(price: number, period: number, percent: number, signed: Date | string) {
  const { total, monthly } = creditTotals(price, period, percent);
  const schedule: Instalment[] = instalmentAmounts(total, monthly, period).map((amount, index) => ({
    number: index + 1,
    due_date: instalmentDueDate(signed, index + 1),
    amount,
  }));
  return { period, percent, total, monthly, schedule };
}
