import { describe, expect, it } from 'vitest';
import { periodBuckets } from '../../server/modules/analytics/period-buckets';

describe('the rollup buckets of a period (L1 at a million certificates)', () => {
  it('reads a year ending today as its whole months and the days of its two partial months', () => {
    expect(periodBuckets({ from: '2025-11-26', to: '2026-11-25' })).toEqual({
      months: ['2025-12-01', '2026-11-01'],
      plus: [['2025-11-26', '2025-12-01'], ['2026-11-01', '2026-11-26']],
      minus: [],
    });
  });

  it('takes whole months as they are', () => {
    expect(periodBuckets({ from: '2025-01-01', to: '2025-12-31' })).toEqual({ months: ['2025-01-01', '2026-01-01'], plus: [], minus: [] });
  });

  it('reads part of one month as days, and a whole month as its bucket', () => {
    expect(periodBuckets({ from: '2025-04-02', to: '2025-04-02' })).toEqual({ months: null, plus: [['2025-04-02', '2025-04-03']], minus: [] });
    expect(periodBuckets({ from: '2025-04-03', to: '2025-04-27' })).toEqual({ months: null, plus: [['2025-04-03', '2025-04-28']], minus: [] });
    expect(periodBuckets({ from: '2025-04-01', to: '2025-04-30' })).toEqual({ months: ['2025-04-01', '2025-05-01'], plus: [], minus: [] });
  });

  it('leaves no month bucket between two neighbouring months read as days', () => {
    expect(periodBuckets({ from: '2025-03-20', to: '2025-04-10' })).toEqual({
      months: null,
      plus: [['2025-03-20', '2025-04-01'], ['2025-04-01', '2025-04-11']],
      minus: [],
    });
  });
});
