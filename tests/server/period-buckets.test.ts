import { describe, expect, it } from 'vitest';
import { periodBuckets } from '../../server/modules/analytics/period-buckets';

describe('the rollup buckets of a period (L1 at a million certificates)', () => {
  it('reads a year ending today as its months minus the days after today, and its first partial month as days', () => {
    expect(periodBuckets({ from: '2025-11-26', to: '2026-11-25' })).toEqual({
      months: ['2025-12-01', '2026-12-01'],
      plus: [['2025-11-26', '2025-12-01']],
      minus: [['2026-11-26', '2026-12-01']],
    });
  });

  it('takes whole months as they are', () => {
    expect(periodBuckets({ from: '2025-01-01', to: '2025-12-31' })).toEqual({ months: ['2025-01-01', '2026-01-01'], plus: [], minus: [] });
  });

  it('reads a short stretch of one month as days, and most of a month as the month minus the rest', () => {
    expect(periodBuckets({ from: '2025-04-02', to: '2025-04-02' })).toEqual({ months: null, plus: [['2025-04-02', '2025-04-03']], minus: [] });
    expect(periodBuckets({ from: '2025-04-03', to: '2025-04-27' })).toEqual({
      months: ['2025-04-01', '2025-05-01'],
      plus: [],
      minus: [['2025-04-01', '2025-04-03'], ['2025-04-28', '2025-05-01']],
    });
  });

  it('leaves no month bucket between two neighbouring months read as days', () => {
    expect(periodBuckets({ from: '2025-03-20', to: '2025-04-10' })).toEqual({
      months: null,
      plus: [['2025-03-20', '2025-04-01'], ['2025-04-01', '2025-04-11']],
      minus: [],
    });
  });
});
