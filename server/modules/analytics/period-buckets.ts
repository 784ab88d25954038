import type { Period } from './period';

/** A rollup grain (migrations 0245, 0350): a UTC day, a month or a year; a bucket is dated by the grain's first day. */
export type Grain = 'd' | 'm' | 'y';

/** The buckets of one grain dated in [from, to) (YYYY-MM-DD), added to the period's figures or taken away. */
export interface BucketRange {
  grain: Grain;
  from: string;
  to: string;
  sign: 1 | -1;
}

const FINER = { y: 'm', m: 'd' } as const;
const DAY_MS = 86_400_000;

// plain YYYY-MM-DD arithmetic, cheaper than date objects for the few hundred steps of a request's choice;
// setUTCFullYear and the padded year keep years 0000–0999 as they are (Date.UTC reads 0–99 as 1900–1999)
const year = (day: string) => Number(day.slice(0, 4));
const yearText = (number: number) => String(number).padStart(4, '0');
const dayNumber = (day: string) => new Date(0).setUTCFullYear(year(day), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
const monthNumber = (day: string) => year(day) * 12 + Number(day.slice(5, 7)) - 1;
const monthText = (number: number) => `${yearText(Math.floor(number / 12))}-${String((number % 12) + 1).padStart(2, '0')}-01`;
const startOf = (grain: 'y' | 'm', day: string) => (grain === 'y' ? `${day.slice(0, 4)}-01-01` : `${day.slice(0, 7)}-01`);
const next = (grain: Grain, day: string) =>
  grain === 'd' ? dayText(dayNumber(day) + 1) : grain === 'm' ? monthText(monthNumber(day) + 1) : `${yearText(year(day) + 1)}-01-01`;
/** How many buckets of `grain` begin in [start, end); `start` is a bucket's first day. */
const bucketsIn = (grain: Grain, start: string, end: string) => {
  if (grain === 'd') return dayNumber(end) - dayNumber(start);
  if (grain === 'm') return monthNumber(end) - monthNumber(start) + (end.endsWith('-01') ? 0 : 1);
  return year(end) - year(start) + (end.endsWith('-01-01') ? 0 : 1);
};
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Which rollup buckets sum to a period: whole years as year buckets, whole months as month buckets, the rest as
 * days. A partial year or month at an edge is read either as its parts of a finer grain inside the period, or as
 * its own bucket minus its parts outside the period, whichever reads fewer buckets: the year ending today is
 * last year's partial month as days, its December, and this year's bucket (the months and days after today hold
 * no sale, so taking them away reads nothing; decision L1/year buckets). Days after `today` count as nothing
 * read (no sale is dated later; if one were, the sums stay right, only the choice costs more). No bucket is
 * named twice.
 */
export function periodBuckets({ from, to }: Period, today = todayUtc()): BucketRange[] {
  const dayAfterToday = next('d', today);
  /** The buckets of a range a read may find rows on: none dated after today. */
  const read = (ranges: BucketRange[]) =>
    ranges.reduce((sum, { grain, from: start, to: end }) => {
      const limit = end < dayAfterToday ? end : dayAfterToday;
      return limit <= start ? sum : sum + bucketsIn(grain, start, limit);
    }, 0);
  const negate = (ranges: BucketRange[]) => ranges.map((range) => ({ ...range, sign: -range.sign as 1 | -1 }));

  /** [start, end) as whole buckets of `grain` and finer ones, nothing taken away: what is taken away from a bucket. */
  const plain = (grain: Grain, start: string, end: string): BucketRange[] => {
    if (start >= end) return [];
    if (grain === 'd') return [{ grain, from: start, to: end, sign: 1 }];
    const first = startOf(grain, start) === start ? start : next(grain, startOf(grain, start));
    const last = startOf(grain, end);
    if (first >= last) return plain(FINER[grain], start, end);
    return [...plain(FINER[grain], start, first), { grain, from: first, to: last, sign: 1 }, ...plain(FINER[grain], last, end)];
  };

  /** [start, end) lying in one bucket of `grain`: its finer parts, or the bucket minus what lies outside. */
  const partial = (grain: 'y' | 'm', start: string, end: string): BucketRange[] => {
    const bucket = startOf(grain, start);
    const after = next(grain, bucket);
    const whole: BucketRange = { grain, from: bucket, to: after, sign: 1 };
    if (start === bucket && end === after) return [whole];
    const inside = cover(FINER[grain], start, end);
    const minusOutside = [whole, ...negate([...plain(FINER[grain], bucket, start), ...plain(FINER[grain], end, after)])];
    return read(minusOutside) < read(inside) ? minusOutside : inside;
  };

  const cover = (grain: Grain, start: string, end: string): BucketRange[] => {
    if (start >= end) return [];
    if (grain === 'd') return [{ grain, from: start, to: end, sign: 1 }];
    const firstBucket = startOf(grain, start);
    const lastBucket = startOf(grain, dayText(dayNumber(end) - 1));
    if (firstBucket === lastBucket) return partial(grain, start, end);
    const afterFirst = next(grain, firstBucket);
    const middle: BucketRange[] = afterFirst < lastBucket ? [{ grain, from: afterFirst, to: lastBucket, sign: 1 }] : [];
    return [...partial(grain, start, afterFirst), ...middle, ...partial(grain, lastBucket, end)];
  };

  const merged: BucketRange[] = [];
  for (const range of cover('y', from, next('d', to))) {
    const last = merged.at(-1);
    if (last && last.grain === range.grain && last.sign === range.sign && last.to === range.from) last.to = range.to;
    else merged.push({ ...range });
  }
  return merged;
}
