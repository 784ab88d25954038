import { type Transaction, sql } from 'kysely';
import { ERROR_CODES } from '../../../../common/errors';
import type { DB } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { secondsUntilBelow } from '../../../db/sliding-window';

/** A8–A10: a code lives 10 minutes, takes 5 attempts; a new one after 60 s; 5 per target and per address an hour. */
export const CODE_RULES = { ttlSeconds: 600, attempts: 5, resendSeconds: 60, perHour: 5 } as const;

const HOUR = 3600;

const waitFor = (tx: Transaction<DB>, column: 'target' | 'ip', value: string, max: number, windowSeconds: number) =>
  secondsUntilBelow(tx, 'auth_codes', column, value, max, windowSeconds);

const tooMany = (key: 'onboarding.resendWait' | 'onboarding.tooManyForPhone' | 'onboarding.tooManyForEmail' | 'onboarding.tooManyFromAddress', seconds: number) =>
  new ApiError(429, key, ERROR_CODES.tooManyRequests, undefined, { seconds, minutes: Math.ceil(seconds / 60) });

/**
 * Refuses (429) a new code for the target or the address over the limits. Runs in the transaction that
 * inserts the code, under advisory locks, so concurrent requests cannot both take the last place.
 */
export async function assertMaySendCode(tx: Transaction<DB>, target: string, ip: string | null, targetIsEmail = false): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`auth-code:${target}`}, 0))`.execute(tx);
  if (ip) await sql`select pg_advisory_xact_lock(hashtextextended(${`auth-code-ip:${ip}`}, 0))`.execute(tx);
  const resend = await waitFor(tx, 'target', target, 1, CODE_RULES.resendSeconds);
  if (resend) throw tooMany('onboarding.resendWait', resend);
  const perTarget = await waitFor(tx, 'target', target, CODE_RULES.perHour, HOUR);
  if (perTarget) throw tooMany(targetIsEmail ? 'onboarding.tooManyForEmail' : 'onboarding.tooManyForPhone', perTarget);
  const perAddress = ip ? await waitFor(tx, 'ip', ip, CODE_RULES.perHour, HOUR) : 0;
  if (perAddress) throw tooMany('onboarding.tooManyFromAddress', perAddress);
}
