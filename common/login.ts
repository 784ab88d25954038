import { normalizeMobilePhone } from './phone';

/**
 * A sign-in or recovery input is an e-mail (it has an @), a phone number (only digits and the punctuation people
 * type in numbers) or else a login. Issue 23: a login cannot look like either, so one input never names two accounts.
 */
const PHONE_SHAPED = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

export type SignInName =
  | { kind: 'email'; key: string }
  /** key: the number as stored (7XXXXXXXXXX) when it is a mobile, else its digits as typed. */
  | { kind: 'phone'; key: string; typed: string }
  | { kind: 'login'; key: string };

/** What an input names, with the key it is looked up and counted by (case-folded, a phone normalised). */
export function signInNameOf(input: string): SignInName {
  const trimmed = input.trim();
  if (trimmed.includes('@')) return { kind: 'email', key: trimmed.toLowerCase() };
  if (PHONE_SHAPED.test(trimmed)) return { kind: 'phone', key: normalizeMobilePhone(trimmed) ?? trimmed.replace(/\D/g, ''), typed: trimmed.toLowerCase() };
  return { kind: 'login', key: trimmed.toLowerCase() };
}

/**
 * Why a new login is refused, or undefined: it needs a letter (else it could be read as a phone number) and may not
 * hold an @ (else it would be read as an e-mail). Logins set before the rule are kept (decisions.md, issue 23).
 */
export function loginShapeProblem(login: string): 'noLetter' | 'email' | undefined {
  if (login.includes('@')) return 'email';
  if (!/\p{L}/u.test(login)) return 'noLetter';
  return undefined;
}
