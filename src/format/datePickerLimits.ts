import dayjs, { type Dayjs } from 'dayjs';

/** O8: nothing on or before 2019-01-31 can be picked. */
export const FIRST_PICKABLE_DATE = '2019-02-01';
/** The longest period a certificate is sold for (months): no finish date lies further ahead. */
export const LONGEST_PERIOD_MONTHS = 120;

export interface DateLimits {
  min: string;
  max: string;
}

const day = (date: Dayjs) => date.format('YYYY-MM-DD');

/** O8 as written, for dates of things that already happened (sign-ins, payments, sales): up to tomorrow. */
export const pastDateLimits = (today: Dayjs = dayjs()): DateLimits => ({ min: FIRST_PICKABLE_DATE, max: day(today.add(1, 'day')) });

/**
 * Finish dates (C4) are mostly ahead: O8's lower bound, and an upper one at the furthest finish a
 * sale made today can have (docs/decisions.md O8).
 */
export const finishDateLimits = (today: Dayjs = dayjs()): DateLimits => ({
  min: FIRST_PICKABLE_DATE,
  max: day(today.add(LONGEST_PERIOD_MONTHS, 'month').add(1, 'day')),
});
