import { loginShapeProblem } from '../../../common/login';
import type { MessageKey } from '../../i18n/messages';

const REFUSALS = { noLetter: 'auth.loginNoLetter', email: 'auth.loginEmailShaped' } as const satisfies Record<string, MessageKey>;

/** The field error for a new login that sign-in would read as a phone number or an e-mail (common/login.ts), or undefined. */
export function loginRefusal(login: string): MessageKey | undefined {
  const problem = loginShapeProblem(login);
  return problem && REFUSALS[problem];
}
