import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { FAILURE_WINDOW_SECONDS, isOwnAddress, notFollowedBySuccess } from './journal';

/** Checked wrong passwords for one account, over all addresses, before the account is slowed down. */
export const ACCOUNT_FAILURES_BEFORE_SLOWDOWN = 10;
/** The first wait, and the longest, between two password checks of a slowed account. */
export const FIRST_ACCOUNT_DELAY_SECONDS = 5;
export const MAX_ACCOUNT_DELAY_SECONDS = 60;

/** 5 s at the threshold, doubling with every further failure, at most a minute. */
export const accountDelaySeconds = (failures: number) =>
  failures < ACCOUNT_FAILURES_BEFORE_SLOWDOWN
    ? 0
    : Math.min(FIRST_ACCOUNT_DELAY_SECONDS * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_SLOWDOWN), MAX_ACCOUNT_DELAY_SECONDS);

/**
 * Seconds an attempt on the account must still wait: many addresses guessing one password are slowed to one check
 * per delay, never locked. Only checked passwords count (a refused request does not push the door shut), the wait
 * runs from the newest check, and an address the account signed in from lately is not slowed at all.
 */
export async function accountSecondsToWait(db: Db, userId: string, ip: string | null): Promise<number> {
  if (await isOwnAddress(db, userId, ip)) return 0;
  const row = await db
    .selectFrom('login_history')
    .select([
      sql<number>`count(*)::int`.as('failures'),
      sql<number | null>`extract(epoch from now() - max(created_at))::float8`.as('since'),
    ])
    .where('user_id', '=', userId)
    .where('success', '=', false)
    .where('throttled', '=', false)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${FAILURE_WINDOW_SECONDS})`)
    .where(notFollowedBySuccess((later) => later.where('ok.user_id', '=', userId)))
    .executeTakeFirstOrThrow();
  const delay = accountDelaySeconds(Number(row.failures));
  if (!delay || row.since === null) return 0;
  const wait = Math.ceil(delay - Number(row.since));
  return wait > 0 ? wait : 0;
}
