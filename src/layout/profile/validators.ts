import type { Validator } from 'react-admin';

/** O9: a standard e-mail shape (something@domain.tld). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Required, and whitespace alone does not count (text is trimmed before validating, O9). */
export const filled =
  (message: string): Validator =>
  (value) =>
    isBlank(value) ? message : undefined;

export const emailShaped =
  (message: string): Validator =>
  (value) =>
    isBlank(value) || EMAIL_PATTERN.test(String(value).trim()) ? undefined : message;

/** The field must repeat another field of the same form. */
export const sameAs =
  (field: string, message: string): Validator =>
  (value, allValues) =>
    value === allValues?.[field] ? undefined : message;
