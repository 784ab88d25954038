import dayjs from 'dayjs';

/** M11: the journal's date, DD.MM.YYYY hh:mm:ss with a 24-hour clock (see docs/decisions.md M11). */
export const JOURNAL_DATE_FORMAT = 'DD.MM.YYYY HH:mm:ss';

export function formatJournalDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(JOURNAL_DATE_FORMAT) : '';
}
