import { badRequest } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';

/** Staff accounts (sales and partner cabinets); clients keep the spec's 4 characters (O3). */
export const STAFF_PASSWORD_MIN = 8;
export const CLIENT_PASSWORD_MIN = 4;

let common: Promise<Set<string>> | undefined;

/** zxcvbn-ts's list of ~49 000 passwords seen most often in leaks, loaded on first use (a few MB). */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common']));
  return common;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(password.toLowerCase());
}

/** Why the password cannot be set, or null: whitespace (sign-in strips it), length, and for staff the common list. */
export async function passwordProblem(password: string, staff: boolean): Promise<MessageKey | null> {
  if (/\s/.test(password)) return 'auth.passwordWhitespace';
  if (!staff) return password.length < CLIENT_PASSWORD_MIN ? 'auth.passwordTooShortClient' : null;
  if (password.length < STAFF_PASSWORD_MIN) return 'auth.passwordTooShort';
  return (await isCommonPassword(password)) ? 'auth.passwordCommon' : null;
}

/** 400 with the reason on `field` when the password cannot be set. */
export async function assertPasswordAllowed(password: string, { staff, field = 'password' }: { staff: boolean; field?: string }) {
  const problem = await passwordProblem(password, staff);
  if (problem) throw badRequest({ [field]: problem });
}
