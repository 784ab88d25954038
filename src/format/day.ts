import dayjs from 'dayjs';
import { DAY_FORMAT } from './date';

/**
 * A day as typed into a picker: DD.MM.YYYY in every language (Q1; Russian, Kazakh and English all write the day
 * first, and every date the cabinets show is written so), never the browser's own order (mm/dd/yyyy).
 */
const DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** What is typed, with the dots put in: '1504' → '15.04', '15042027' → '15.04.2027'. */
export function maskDay(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
}

/** The day typed (DD.MM.YYYY) as the form keeps it (YYYY-MM-DD), or null while it is not a whole real day. */
export function dayOfText(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return dayjs(iso, 'YYYY-MM-DD', true).isValid() && dayjs(iso).format('YYYY-MM-DD') === iso ? iso : null;
}

/** A kept day (YYYY-MM-DD, or an instant) as typed: DD.MM.YYYY. */
export const textOfDay = (value: unknown): string =>
  typeof value === 'string' && value !== '' && dayjs(value).isValid() ? dayjs(value.slice(0, 10)).format(DAY_FORMAT) : '';
