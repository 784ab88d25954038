/**
 * O3, shared by the profile form and the server: e-mail is letters, digits, underscore and dot, then @,
 * a domain of 2–12 characters and a top-level domain of 2–4 letters; a client's password has at least
 * 4 characters and is not only whitespace; the flat is a whole number from 1.
 */
export const PROFILE_EMAIL = /^[A-Za-z0-9_.]+@[A-Za-z0-9-]{2,12}\.[A-Za-z]{2,4}$/;
export const PROFILE_PASSWORD_MIN = 4;
export const PROFILE_FLAT_MIN = 1;

/** The text fields of the mandatory profile (K1), in the form's order. */
export const PROFILE_TEXT_FIELDS = ['surname', 'name', 'patronymic', 'city', 'street', 'house'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** O3's problem with a new password: nothing but spaces typed ('Поле не может быть пустым', O2) or too short. */
export const profilePasswordProblem = (password: string): 'empty' | 'short' | undefined =>
  !password.trim() ? 'empty' : password.length < PROFILE_PASSWORD_MIN ? 'short' : undefined;
