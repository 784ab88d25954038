import { sql } from 'kysely';
import { ERROR_CODES } from '../../../../common/errors';
import type { Db } from '../../../db/database';
import { badRequest, unauthorized } from '../../../http/errors';
import { verifyPassword } from '../passwords';
import { type AuthServices, revokeSessions } from '../sessions';
import { FAILURE_WINDOW_SECONDS, notFollowedBySuccess, recordAttempt } from './journal';
import { assertNotThrottled } from './throttle';

/** Wrong current passwords in password changes, within the failure window, that end every session of the user. */
export const PASSWORD_CHANGE_FAILURES = 5;

export interface CurrentPasswordCheck {
  userId: string;
  /** What the user signs in with (login, else e-mail, else phone): the journal's input and the throttle's key. */
  input: string;
  passwordHash: string | null;
  password: string;
  ip: string | null;
  host: string | null;
}

async function recentChangeFailures(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('login_history')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'password_change')
    .where('success', '=', false)
    .where('throttled', '=', false)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})`)
    .where(notFollowedBySuccess((later) => later.where('ok.user_id', '=', userId)))
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/**
 * Checks the current password of a password change as sign-in checks a password (issue 23): the same limits and
 * journal, so a stolen session cannot guess the password faster than the login page. The PASSWORD_CHANGE_FAILURES-th
 * wrong password ends every session of the user and answers 401 E_SESSION_ENDED, on which the SPA signs out.
 */
export async function assertCurrentPassword(app: Pick<AuthServices, 'db' | 'sessions'>, check: CurrentPasswordCheck): Promise<void> {
  const record = (success: boolean, throttled = false) =>
    recordAttempt(app.db, { userId: check.userId, input: check.input, ip: check.ip, host: check.host, success, throttled, kind: 'password_change' });
  try {
    await assertNotThrottled(app.db, check.input, check.ip, check.userId);
  } catch (error) {
    await record(false, true);
    throw error;
  }
  const ok = await verifyPassword(check.passwordHash, check.password);
  await record(ok);
  if (ok) return;
  if ((await recentChangeFailures(app.db, check.userId)) >= PASSWORD_CHANGE_FAILURES) {
    await revokeSessions(app, { userId: check.userId }, 'password_guessing');
    throw unauthorized('auth.passwordGuessesEnded', ERROR_CODES.sessionEnded);
  }
  throw badRequest({ password: 'auth.wrongPassword' });
}
