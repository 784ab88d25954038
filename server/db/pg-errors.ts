/** PostgreSQL error codes that writes translate into client errors (409 and friends). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';

export const pgCode = (error: unknown): string => (error as { code?: string }).code ?? '';

/**
 * Class 22, data exception (invalid text representation, out of range, string too long, bad
 * date, NUL in text …): the value the client sent is bad, so the answer is a 400.
 */
export const isDataException = (error: unknown): boolean => {
  const code = pgCode(error);
  return code.length === 5 && code.startsWith('22');
};

/**
 * The value PostgreSQL quotes in its message, when it does: `invalid input syntax for type uuid: "x"`,
 * `date/time field value out of range: "0000-01-01"`.
 */
export function quotedValue(error: unknown): string | null {
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return null;
  return /: "(.*)"$/s.exec(message)?.[1] ?? null;
}

/** Node's socket errors and node-postgres's own words when the database server is gone or not answering. */
const LOST_CONNECTION = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const LOST_CONNECTION_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database cannot be reached (class 08, connection exception; 57P01–57P03, a server shutting down, crashed or
 * starting; a refused or dropped socket): nothing is wrong with the request, and it may be retried in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgCode(error);
  if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || LOST_CONNECTION.has(code)) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && LOST_CONNECTION_MESSAGE.test(message);
}
