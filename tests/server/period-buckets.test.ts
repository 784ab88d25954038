import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BucketRange, periodBuckets } from '../../server/modules/analytics/period-buckets';

const TODAY = '2026-11-25';
const day = (date: Date) => date.toISOString().slice(0, 10);
const bucketOf = (grain: BucketRange['grain'], sale: string) => (grain === 'y' ? `${sale.slice(0, 4)}-01-01` : grain === 'm' ? `${sale.slice(0, 7)}-01` : sale);

/** What the buckets sum to for sales on these days: each sale counts once in its day, its month and its year. */
function summed(buckets: BucketRange[], sales: string[]): number {
  return sales.reduce((total, sale) => {
    const ranges = buckets.filter(({ grain, from, to }) => bucketOf(grain, sale) >= from && bucketOf(grain, sale) < to);
    return total + ranges.reduce((sum, range) => sum + range.sign, 0);
  }, 0);
}

describe('the rollup buckets of a period (L1 at a million certificates)', () => {
  it("reads the year ending today as this year's bucket, last December and the edge days", () => {
    expect(periodBuckets({ from: '2025-11-26', to: '2026-11-25' }, TODAY)).toEqual([
      { grain: 'd', from: '2025-11-26', to: '2025-12-01', sign: 1 },
      { grain: 'm', from: '2025-12-01', to: '2026-01-01', sign: 1 },
      { grain: 'y', from: '2026-01-01', to: '2027-01-01', sign: 1 },
      // after today: nothing is read there, so taking it away is free
      { grain: 'd', from: '2026-11-26', to: '2026-12-01', sign: -1 },
      { grain: 'm', from: '2026-12-01', to: '2027-01-01', sign: -1 },
    ]);
  });

  it('reads the same year looked back on later as the year minus its last days and December, read as they are', () => {
    expect(periodBuckets({ from: '2025-11-26', to: '2026-11-25' }, '2027-06-01').slice(2)).toEqual([
      { grain: 'y', from: '2026-01-01', to: '2027-01-01', sign: 1 },
      { grain: 'd', from: '2026-11-26', to: '2026-12-01', sign: -1 },
      { grain: 'm', from: '2026-12-01', to: '2027-01-01', sign: -1 },
    ]);
    // a year's first half is its months, not the year minus the other six
    expect(periodBuckets({ from: '2025-01-01', to: '2025-06-30' }, TODAY)).toEqual([{ grain: 'm', from: '2025-01-01', to: '2025-07-01', sign: 1 }]);
  });

  it('takes whole years and whole months as they are', () => {
    expect(periodBuckets({ from: '2024-01-01', to: '2025-12-31' }, TODAY)).toEqual([{ grain: 'y', from: '2024-01-01', to: '2026-01-01', sign: 1 }]);
    expect(periodBuckets({ from: '2025-04-01', to: '2025-04-30' }, TODAY)).toEqual([{ grain: 'm', from: '2025-04-01', to: '2025-05-01', sign: 1 }]);
  });

  it('reads a short stretch of one month as days, and most of a month as the month minus the rest', () => {
    expect(periodBuckets({ from: '2025-04-02', to: '2025-04-02' }, TODAY)).toEqual([{ grain: 'd', from: '2025-04-02', to: '2025-04-03', sign: 1 }]);
    expect(periodBuckets({ from: '2025-04-03', to: '2025-04-27' }, TODAY)).toEqual([
      { grain: 'm', from: '2025-04-01', to: '2025-05-01', sign: 1 },
      { grain: 'd', from: '2025-04-01', to: '2025-04-03', sign: -1 },
      { grain: 'd', from: '2025-04-28', to: '2025-05-01', sign: -1 },
    ]);
  });

  it('reads this month so far as its bucket: the days after today take nothing away', () => {
    expect(periodBuckets({ from: '2026-11-01', to: '2026-11-25' }, TODAY)).toEqual([
      { grain: 'm', from: '2026-11-01', to: '2026-12-01', sign: 1 },
      { grain: 'd', from: '2026-11-26', to: '2026-12-01', sign: -1 },
    ]);
  });

  it('sums to exactly the sales of the period, names no bucket twice, whatever the period, the sales and today', () => {
    // around today's years, and where a year has fewer than four digits (the schema takes 0000–9999)
    const era = fc.constantFrom(2023, 1, 96, 998);
    const dateIn = (start: number) => fc.integer({ min: 0, max: 4 * 366 }).map((offset) => day(new Date(new Date(0).setUTCFullYear(start, 0, 1) + offset * 86_400_000)));
    const dates = era.chain((start) => fc.tuple(dateIn(start), dateIn(start), dateIn(start), fc.array(dateIn(start), { maxLength: 60 })));
    fc.assert(
      fc.property(dates, ([a, b, today, sales]) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const buckets = periodBuckets({ from, to }, today);
        expect(summed(buckets, sales)).toBe(sales.filter((sale) => sale >= from && sale <= to).length);
        for (const grain of ['d', 'm', 'y'] as const) {
          const ranges = buckets.filter((range) => range.grain === grain).sort((x, y) => (x.from < y.from ? -1 : 1));
          ranges.forEach((range, index) => expect(index === 0 || ranges[index - 1].to <= range.from).toBe(true));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
