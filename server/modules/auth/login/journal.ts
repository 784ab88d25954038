import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DB } from '../../../db/schema';

/**
 * The login journal (login_history): every checked password, by sign-in or by a password change, which the
 * limits (throttle.ts, account-slowdown.ts, password-guard.ts) count. Both limits read this file, not each other.
 */

/** Failed password checks counted over this window. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

export interface LoginAttempt {
  userId: string | null;
  input: string;
  ip: string | null;
  host: string | null;
  success: boolean;
  /** Refused by a limit before the password was checked. */
  throttled?: boolean;
  kind?: 'sign_in' | 'password_change';
}

export async function recordAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_history')
    .values({
      user_id: attempt.userId,
      input: attempt.input,
      ip: attempt.ip,
      host: attempt.host,
      success: attempt.success,
      throttled: attempt.throttled ?? false,
      kind: attempt.kind ?? 'sign_in',
    })
    .execute();
}

type LaterAttempts = SelectQueryBuilder<DB & { ok: DB['login_history'] }, 'login_history' | 'ok', { id: string }>;

/**
 * The journal row is a failure no success came after: `same` narrows the later successes (alias ok) to those that
 * reset this count (the same account, or the same address and input).
 */
export const notFollowedBySuccess =
  (same: (later: LaterAttempts) => LaterAttempts) =>
  ({ eb, not, exists, selectFrom }: ExpressionBuilder<DB, 'login_history'>) =>
    not(
      exists(
        same(selectFrom('login_history as ok').select('ok.id'))
          .where('ok.success', '=', true)
          .whereRef('ok.created_at', '>', eb.ref('login_history.created_at')),
      ),
    );

/** An address the account signed in from within this time is the user's own. */
const OWN_ADDRESS_DAYS = 30;

/**
 * Whether the account signed in from the address lately: the user's own address, which the account's slowdown does
 * not slow and which keeps a recovery budget of its own. Always one query, whether or not there is an account.
 */
export async function isOwnAddress(db: Db, userId: string | null, ip: string | null): Promise<boolean> {
  if (!ip) return false;
  const known = await db
    .selectFrom('login_history')
    .select('id')
    .where('user_id', '=', userId ?? NO_USER)
    .where('ip', '=', ip)
    .where('success', '=', true)
    .where('kind', '=', 'sign_in')
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${OWN_ADDRESS_DAYS})`)
    .limit(1)
    .executeTakeFirst();
  return !!known;
}

/** No account has this id: an unknown account's lookup costs the same query. */
const NO_USER = '00000000-0000-0000-0000-000000000000';
