import dayjs, { type Dayjs } from 'dayjs';

/** A period of whole days, YYYY-MM-DD, both inclusive, as the stats and report calls take it. */
export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['month', 'lastMonth', 'quarter', 'year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** The tabs open on the last 12 months: a month is often empty for a small partner. */
export const DEFAULT_PRESET: PeriodPreset = 'year';

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** This and last month are calendar months; quarter and year are the last 3 and 12 months up to today. */
export function presetPeriod(preset: PeriodPreset, today: Dayjs = dayjs()): Period {
  switch (preset) {
    case 'month':
      return { from: day(today.startOf('month')), to: day(today) };
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return { from: day(last.startOf('month')), to: day(last.endOf('month')) };
    }
    case 'quarter':
      return { from: day(today.subtract(3, 'month').add(1, 'day')), to: day(today) };
    case 'year':
      return { from: day(today.subtract(12, 'month').add(1, 'day')), to: day(today) };
  }
}

/** The preset a period matches, if any (to highlight it). */
export function presetOf(period: Period, today: Dayjs = dayjs()): PeriodPreset | null {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  }) ?? null;
}

/** Both days given and in order; the server checks the rest (at most 3 years). */
export const isPeriodValid = ({ from, to }: Period) => !!from && !!to && from <= to;
