/** PostgreSQL error codes that writes translate into client errors (409 and friends). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
/** invalid text representation, numeric out of range, string too long: the value itself is bad (400). */
export const BAD_VALUE = new Set(['22P02', '22003', '22001']);

export const pgCode = (error: unknown): string => (error as { code?: string }).code ?? '';
