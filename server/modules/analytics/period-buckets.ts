import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import type { Period } from './period';

dayjs.extend(utc);

/** A rollup grain (migrations 0245, 0350): a UTC day, a month or a year; a bucket is dated by the grain's first day. */
export type Grain = 'd' | 'm' | 'y';

/** The buckets of one grain dated in [from, to) (YYYY-MM-DD), added to the period's figures or taken away. */
export interface BucketRange {
  grain: Grain;
  from: string;
  to: string;
  sign: 1 | -1;
}

const UNIT = { y: 'year', m: 'month', d: 'day' } as const;
const FINER = { y: 'm', m: 'd' } as const;

const at = (day: string) => dayjs.utc(day);
const text = (day: dayjs.Dayjs) => day.format('YYYY-MM-DD');
const todayUtc = () => text(dayjs.utc());
const startOf = (grain: Grain, day: string) => text(at(day).startOf(UNIT[grain]));
const next = (grain: Grain, day: string) => text(at(day).add(1, UNIT[grain]));

/**
 * Which rollup buckets sum to a period: whole years as year buckets, whole months as month buckets, the rest as
 * days. A partial year or month at an edge is read either as its parts of a finer grain inside the period, or as
 * its own bucket minus its parts outside the period, whichever reads fewer buckets: the year ending today is
 * last year's partial month as days, its December, and this year's bucket (the months and days after today hold
 * no sale, so taking them away reads nothing): 7 rows per agent instead of 12 months and the edge days.
 * Days after `today` count as nothing read (no sale is dated later; if one were, the sums stay right, only the
 * choice costs more). No bucket is named twice. A name seen only on buckets taken away nets to a zero count:
 * the reader drops it (stats-service.ts).
 */
export function periodBuckets({ from, to }: Period, today = todayUtc()): BucketRange[] {
  const dayAfterToday = next('d', today);
  /** The buckets of a range a read may find rows on: none dated after today. */
  const read = (ranges: BucketRange[]) =>
    ranges.reduce((sum, { grain, from: start, to: end }) => {
      const limit = end < dayAfterToday ? end : dayAfterToday;
      return limit <= start ? sum : sum + Math.ceil(at(limit).diff(at(start), UNIT[grain], true));
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
  const partial = (grain: Grain, start: string, end: string): BucketRange[] => {
    const bucket = startOf(grain, start);
    const after = next(grain, bucket);
    const inside = cover(FINER[grain as 'y' | 'm'], start, end);
    if (start === bucket && end === after) return [{ grain, from: bucket, to: after, sign: 1 }];
    const outside = negate([...plain(FINER[grain as 'y' | 'm'], bucket, start), ...plain(FINER[grain as 'y' | 'm'], end, after)]);
    const whole: BucketRange[] = [{ grain, from: bucket, to: after, sign: 1 }, ...outside];
    return read(whole) < read(inside) ? whole : inside;
  };

  const cover = (grain: Grain, start: string, end: string): BucketRange[] => {
    if (start >= end) return [];
    if (grain === 'd') return [{ grain, from: start, to: end, sign: 1 }];
    const firstBucket = startOf(grain, start);
    const lastBucket = startOf(grain, text(at(end).subtract(1, 'day')));
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
