import { badRequest } from '../../http/errors';

/** Calendar days YYYY-MM-DD, both inclusive, counted in UTC. */
export interface Period {
  from: string;
  to: string;
}

export const MAX_PERIOD_YEARS = 3;

/**
 * The period of a stats or report request; the schema has already checked the YYYY-MM-DD format.
 * Errors name the request's own fields (dateFrom/dateTo for stats, from/to for reports).
 */
export function checkPeriod(from: string, to: string, fields: { from: string; to: string }): Period {
  if (to < from) throw badRequest({ [fields.to]: 'analytics.periodOrder' });
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_PERIOD_YEARS);
  if (new Date(`${to}T00:00:00Z`) >= limit) throw badRequest({ [fields.to]: 'analytics.periodTooLong' });
  return { from, to };
}

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));
const MONTHS = DAYS.slice(0, 12);
const leap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const lastDay = (year: number, month: number) => (month === 2 ? (leap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * Every day of the period in order, for a per-day series without gaps: month by month, each day its month's prefix
 * and a ready number (a Date and toISOString per day cost ~0.15 ms of a year's request). Years stay four digits.
 */
export function daysOf({ from, to }: Period): string[] {
  const days: string[] = [];
  let [year, month, day] = [Number(from.slice(0, 4)), Number(from.slice(5, 7)), Number(from.slice(8, 10))];
  for (;;) {
    const prefix = `${String(year).padStart(4, '0')}-${MONTHS[month - 1]}-`;
    for (const last = lastDay(year, month); day <= last; day += 1) {
      const date = prefix + DAYS[day - 1];
      if (date > to) return days;
      days.push(date);
      if (date === to) return days;
    }
    [year, month, day] = month === 12 ? [year + 1, 1, 1] : [year, month + 1, 1];
  }
}
