/** PostgreSQL error codes the tariff and promo writes translate into client errors. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';

export const pgCode = (error: unknown): string => (error as { code?: string }).code ?? '';
