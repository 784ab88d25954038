import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Period } from './period';

dayjs.extend(utc);

/** Days [from, to): YYYY-MM-DD, the end excluded. */
export type DayRange = [string, string];

/**
 * Which rollup buckets sum to a period: whole months [start, end) as month buckets, plus day buckets, minus day
 * buckets. A partial month at an edge is read either as its days inside the period or as its month bucket minus
 * its days outside the period, whichever reads fewer days: a year ending today is its months, this month's
 * bucket and no day of it, instead of up to 30 days × every agent, tariff and partner. Days after `today` count
 * as nothing read (no sale is dated later; if one were, the sums stay right, only the choice costs more).
 * A name seen only on days taken away nets to a zero count: the reader drops it (stats-service.ts).
 */
export interface PeriodBuckets {
  months: DayRange | null;
  plus: DayRange[];
  minus: DayRange[];
}

const at = (day: string) => dayjs.utc(day);
const text = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');
const nonEmpty = (ranges: DayRange[]) => ranges.filter((range) => range[0] < range[1]);
const todayUtc = () => text(dayjs.utc());

export function periodBuckets({ from, to }: Period, today = todayUtc()): PeriodBuckets {
  const dayAfterToday = text(at(today).add(1, 'day'));
  /** The days of a range a read may find rows on: none after today. */
  const read = ([start, end]: DayRange) => Math.max(0, at(end < dayAfterToday ? end : dayAfterToday).diff(at(start), 'day'));
  const cheaper = (outside: DayRange[], inside: DayRange) => outside.reduce((sum, range) => sum + read(range), 0) < read(inside);
  const end = text(at(to).add(1, 'day'));
  const firstMonth = text(at(from).startOf('month'));
  const lastMonth = text(at(to).startOf('month'));
  const afterLast = text(at(to).startOf('month').add(1, 'month'));
  if (firstMonth === lastMonth) {
    const outside = nonEmpty([[firstMonth, from], [end, afterLast]]);
    const inside: DayRange = [from, end];
    return outside.length === 0 || cheaper(outside, inside)
      ? { months: [firstMonth, afterLast], plus: [], minus: outside }
      : { months: null, plus: [inside], minus: [] };
  }
  const afterFirst = text(at(from).startOf('month').add(1, 'month'));
  const plus: DayRange[] = [];
  const minus: DayRange[] = [];
  let monthsFrom = afterFirst;
  if (from === firstMonth || cheaper([[firstMonth, from]], [from, afterFirst])) {
    monthsFrom = firstMonth;
    minus.push([firstMonth, from]);
  } else plus.push([from, afterFirst]);
  let monthsTo = lastMonth;
  if (end === afterLast || cheaper([[end, afterLast]], [lastMonth, end])) {
    monthsTo = afterLast;
    minus.push([end, afterLast]);
  } else plus.push([lastMonth, end]);
  return { months: monthsFrom < monthsTo ? [monthsFrom, monthsTo] : null, plus: nonEmpty(plus), minus: nonEmpty(minus) };
}
