import { type Transaction, sql } from 'kysely';
import { ERROR_CODES } from '../../../../common/errors';
import type { DB } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { secondsUntilBelow } from '../../../db/sliding-window';

/** A8–A10: a code lives 10 minutes, takes 5 attempts; a new one after 60 s; 5 per target and per address an hour. */
export const CODE_RULES = { ttlSeconds: 600, attempts: 5, resendSeconds: 60, perHour: 5 } as const;

const HOUR = 3600;

type TooManyKey = 'onboarding.resendWait' | 'onboarding.tooManyForPhone' | 'onboarding.tooManyForEmail' | 'onboarding.tooManyForInput' | 'onboarding.tooManyFromAddress';

const tooMany = (key: TooManyKey, seconds: number) =>
  new ApiError(429, key, ERROR_CODES.tooManyRequests, undefined, { seconds, minutes: Math.ceil(seconds / 60) });

/** Who asks for a code for what: the limits are counted per target (phone, or recovery's normalised input) and per address. */
export interface CodeLimitScope {
  target: string;
  /** What the code is for (registration, recovery…): the resend wait counts codes of the same purpose. */
  purpose: string;
  ip: string | null;
  /**
   * The address is the account owner's own (it signed in from there lately): its codes for the target are counted
   * apart from everyone else's, so strangers using up the target's hour cannot keep the owner from recovering.
   */
  ownAddress?: boolean;
  /** The text of the target's hourly limit: a phone's (registration, join), an e-mail's (its proof) or recovery's input. */
  targetLimitKey?: 'onboarding.tooManyForPhone' | 'onboarding.tooManyForEmail' | 'onboarding.tooManyForInput';
}

/**
 * Refuses (429) a new code for the target or the address over the limits. Runs in the transaction that
 * inserts the code, under advisory locks, so concurrent requests cannot both take the last place.
 */
export async function assertMaySendCode(tx: Transaction<DB>, scope: CodeLimitScope): Promise<void> {
  const { target, ip } = scope;
  await sql`select pg_advisory_xact_lock(hashtextextended(${`auth-code:${target}`}, 0))`.execute(tx);
  if (ip) await sql`select pg_advisory_xact_lock(hashtextextended(${`auth-code-ip:${ip}`}, 0))`.execute(tx);
  type Also = { column: 'ip' | 'purpose'; value: string }[];
  const own: Also = scope.ownAddress && ip ? [{ column: 'ip', value: ip }] : [];
  const forTarget = (max: number, windowSeconds: number, also: Also = own) => secondsUntilBelow(tx, 'auth_codes', 'target', target, max, windowSeconds, also);
  // the wait between two codes is per purpose: a code just used to register does not hold up the first recovery code;
  // the hourly limits count every purpose (one phone's SMS budget)
  const resend = await forTarget(1, CODE_RULES.resendSeconds, [...own, { column: 'purpose', value: scope.purpose }]);
  if (resend) throw tooMany('onboarding.resendWait', resend);
  const perTarget = await forTarget(CODE_RULES.perHour, HOUR);
  if (perTarget) throw tooMany(scope.targetLimitKey ?? 'onboarding.tooManyForPhone', perTarget);
  const perAddress = ip ? await secondsUntilBelow(tx, 'auth_codes', 'ip', ip, CODE_RULES.perHour, HOUR) : 0;
  if (perAddress) throw tooMany('onboarding.tooManyFromAddress', perAddress);
}
