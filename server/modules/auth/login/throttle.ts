import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { ERROR_CODES } from '../../../../common/errors';
import { accountSecondsToWait } from './account-slowdown';
import { FAILURE_WINDOW_SECONDS, notFollowedBySuccess } from './journal';

/** Failures allowed for one account from one address; a success from that address resets the count. */
export const ACCOUNT_FAILURES_PER_ADDRESS = 5;
/** Failures allowed from one address over all accounts (password spraying). */
export const FAILURES_PER_ADDRESS = 20;

/**
 * Seconds until the recent failures from `ip` (for `input` only, when given) drop below `limit`, or 0
 * when the limit is not reached: the limit-th newest failure is the one whose expiry reopens the door.
 */
async function secondsToWait(db: Db, ip: string, limit: number, input?: string): Promise<number> {
  let query = db
    .selectFrom('login_history')
    .select(sql<number>`ceil(extract(epoch from created_at + make_interval(secs => ${FAILURE_WINDOW_SECONDS}) - now()))::int`.as('wait'))
    .where('ip', '=', ip)
    .where('success', '=', false)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})`);
  if (input !== undefined) {
    const lowered = input.toLowerCase();
    query = query
      .where(sql<string>`lower(input)`, '=', lowered)
      .where(notFollowedBySuccess((later) => later.where('ok.ip', '=', ip).where(sql<string>`lower(ok.input)`, '=', lowered)));
  }
  const row = await query.orderBy('created_at', 'desc').offset(limit - 1).limit(1).executeTakeFirst();
  return row ? Math.max(1, row.wait) : 0;
}

/**
 * Refuses a sign-in from an address that failed too often, for this account or overall, and slows down an
 * account guessed at from many addresses (account-slowdown.ts). Per-address limits cannot lock a user out:
 * the user signing in from elsewhere is unaffected; the per-account one only makes them wait seconds.
 */
export async function assertNotThrottled(db: Db, input: string, ip: string | null, userId?: string): Promise<void> {
  const wait = Math.max(
    ip ? await secondsToWait(db, ip, ACCOUNT_FAILURES_PER_ADDRESS, input) : 0,
    ip ? await secondsToWait(db, ip, FAILURES_PER_ADDRESS) : 0,
    userId ? await accountSecondsToWait(db, userId, ip) : 0,
  );
  if (wait > 0) throw new ApiError(429, 'error.tooMany', ERROR_CODES.tooManyRequests, undefined, { seconds: wait });
}
