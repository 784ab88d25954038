import { describe, expect, it } from 'vitest';
import { periodBuckets } from '../../server/modules/analytics/period-buckets';

const TODAY = '2026-11-25';

describe('the rollup buckets of a period (L1 at a million certificates)', () => {
  it('reads a year ending today as its months minus the days after today, and its first partial month as days', () => {
    expect(periodBuckets({ from: '2025-11-26', to: '2026-11-25' }, TODAY)).toEqual({
      months: ['2025-12-01', '2026-12-01'],
      plus: [['2025-11-26', '2025-12-01']],
      minus: [['2026-11-26', '2026-12-01']],
    });
  });

  it('counts the days after today as nothing read: a year ending on the 3rd still takes this month as its bucket', () => {
    expect(periodBuckets({ from: '2025-11-04', to: '2026-11-03' }, '2026-11-03')).toEqual({
      months: ['2025-11-01', '2026-12-01'],
      plus: [],
      minus: [['2025-11-01', '2025-11-04'], ['2026-11-04', '2026-12-01']],
    });
    // the same year looked back on later: those days may hold sales now, so they are read as days
    expect(periodBuckets({ from: '2025-11-04', to: '2026-11-03' }, '2027-01-10').plus).toContainEqual(['2026-11-01', '2026-11-04']);
  });

  it('takes whole months as they are', () => {
    expect(periodBuckets({ from: '2025-01-01', to: '2025-12-31' }, TODAY)).toEqual({ months: ['2025-01-01', '2026-01-01'], plus: [], minus: [] });
  });

  it('reads a short stretch of one month as days, and most of a month as the month minus the rest', () => {
    expect(periodBuckets({ from: '2025-04-02', to: '2025-04-02' }, TODAY)).toEqual({ months: null, plus: [['2025-04-02', '2025-04-03']], minus: [] });
    expect(periodBuckets({ from: '2025-04-03', to: '2025-04-27' }, TODAY)).toEqual({
      months: ['2025-04-01', '2025-05-01'],
      plus: [],
      minus: [['2025-04-01', '2025-04-03'], ['2025-04-28', '2025-05-01']],
    });
    expect(periodBuckets({ from: '2025-04-01', to: '2025-04-30' }, TODAY)).toEqual({ months: ['2025-04-01', '2025-05-01'], plus: [], minus: [] });
  });

  it('leaves no month bucket between two neighbouring months read as days', () => {
    expect(periodBuckets({ from: '2025-03-20', to: '2025-04-10' }, TODAY)).toEqual({
      months: null,
      plus: [['2025-03-20', '2025-04-01'], ['2025-04-01', '2025-04-11']],
      minus: [],
    });
  });
});
