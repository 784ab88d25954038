import dayjs from 'dayjs';

/** Q1 formats. */
export const DATE_TIME_FORMAT = 'DD.MM.YYYY HH:mm';
export const DAY_FORMAT = 'DD.MM.YYYY';
export const MONTH_FORMAT = 'MM.YYYY';

type DateInput = string | number | Date | null | undefined;

function format(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export const formatDateTime = (value: DateInput) => format(value, DATE_TIME_FORMAT);
export const formatDay = (value: DateInput) => format(value, DAY_FORMAT);
export const formatMonth = (value: DateInput) => format(value, MONTH_FORMAT);
/** A time of day, HH:mm (a chat message's, under its day's break). */
export const formatTime = (value: DateInput) => format(value, 'HH:mm');
