import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Period } from './period';

dayjs.extend(utc);

/** Days [from, to): YYYY-MM-DD, the end excluded. */
export type DayRange = [string, string];

/**
 * Which rollup buckets sum to a period: whole months [start, end) as month buckets, plus day buckets, minus day
 * buckets. A partial month at an edge is read as its days inside the period. (Reading it as the month bucket minus
 * the days outside gave the right sums but let a name seen only outside the period into the breakdown's names;
 * withdrawn until the names are summed per (id, name) first, docs/performance.md.)
 */
export interface PeriodBuckets {
  months: DayRange | null;
  plus: DayRange[];
  minus: DayRange[];
}

const at = (day: string) => dayjs.utc(day);
const text = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');
const nonEmpty = (ranges: DayRange[]) => ranges.filter((range) => range[0] < range[1]);

export function periodBuckets({ from, to }: Period): PeriodBuckets {
  const end = text(at(to).add(1, 'day'));
  const firstMonth = text(at(from).startOf('month'));
  const lastMonth = text(at(to).startOf('month'));
  const afterLast = text(at(to).startOf('month').add(1, 'month'));
  if (firstMonth === lastMonth) {
    const outside = nonEmpty([[firstMonth, from], [end, afterLast]]);
    const inside: DayRange = [from, end];
    return outside.length === 0
      ? { months: [firstMonth, afterLast], plus: [], minus: outside }
      : { months: null, plus: [inside], minus: [] };
  }
  const afterFirst = text(at(from).startOf('month').add(1, 'month'));
  const plus: DayRange[] = [];
  const minus: DayRange[] = [];
  let monthsFrom = afterFirst;
  if (from === firstMonth) {
    monthsFrom = firstMonth;
    minus.push([firstMonth, from]);
  } else plus.push([from, afterFirst]);
  let monthsTo = lastMonth;
  if (end === afterLast) {
    monthsTo = afterLast;
    minus.push([end, afterLast]);
  } else plus.push([lastMonth, end]);
  return { months: monthsFrom < monthsTo ? [monthsFrom, monthsTo] : null, plus: nonEmpty(plus), minus: nonEmpty(minus) };
}
