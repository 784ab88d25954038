import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import type { CodePurpose } from '../../../db/schema';
import { ApiError, badRequest } from '../../../http/errors';
import type { MessageKey } from '../../../i18n/messages';
import { codeMatches, hashCode, newCode } from './code-hash';
import { CODE_RULES, type CodeLimitScope, assertMaySendCode } from './limits';

type CodeServices = Pick<FastifyInstance, 'db' | 'config'>;

export interface CodeRequest {
  purpose: CodePurpose;
  target: string;
  phone: string | null;
  userId: string | null;
  partnerId?: string | null;
  ip: string | null;
  /** How the limits count this request (limits.ts); by default per target and per address. */
  limits?: Pick<CodeLimitScope, 'ownAddress' | 'targetLimitKey'>;
}

/** Stores a new code (hashed) within the limits and answers it in clear once, for delivery. */
export async function issueCode(app: CodeServices, request: CodeRequest): Promise<{ codeId: string; code: string }> {
  const codeId = randomUUID();
  const code = newCode();
  await app.db.transaction().execute(async (tx) => {
    await assertMaySendCode(tx, { target: request.target, purpose: request.purpose, ip: request.ip, ...request.limits });
    await tx
      .insertInto('auth_codes')
      .values({
        id: codeId,
        purpose: request.purpose,
        target: request.target,
        phone: request.phone,
        user_id: request.userId,
        partner_id: request.partnerId ?? null,
        code_hash: hashCode(app.config.jwtSecret, codeId, code),
        ip: request.ip,
        expires_at: sql<Date>`now() + make_interval(secs => ${CODE_RULES.ttlSeconds})`,
      })
      .execute();
  });
  return { codeId, code };
}

export interface ConfirmedCode {
  id: string;
  phone: string | null;
  userId: string | null;
  partnerId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether a typed code id can be one this store issued (a uuid), before it is compared with the column. */
export const isCodeId = (codeId: string) => UUID.test(codeId);

type Outcome = { ok: true; code: ConfirmedCode } | { ok: false; key: MessageKey; left?: number };

/**
 * Checks a typed code: each wrong try spends one of 5 attempts (the count is committed before the
 * refusal); an expired, spent, used up or confirmed code is refused whatever is typed.
 */
export async function confirmCode(app: CodeServices, purpose: CodePurpose, codeId: string, code: string): Promise<ConfirmedCode> {
  const outcome = await app.db.transaction().execute(async (tx): Promise<Outcome> => {
    if (!UUID.test(codeId)) return { ok: false, key: 'onboarding.codeUnknown' };
    const row = await tx
      .selectFrom('auth_codes')
      .select(['id', 'phone', 'user_id', 'partner_id', 'code_hash', 'attempts', 'confirmed_at', 'used_at'])
      .select(sql<boolean>`expires_at <= now()`.as('expired'))
      .where('id', '=', codeId)
      .where('purpose', '=', purpose)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, key: 'onboarding.codeUnknown' };
    if (row.confirmed_at || row.used_at) return { ok: false, key: 'onboarding.codeUsed' };
    if (row.expired) return { ok: false, key: 'onboarding.codeExpired' };
    if (row.attempts >= CODE_RULES.attempts) return { ok: false, key: 'onboarding.codeAttempts' };
    if (!codeMatches(app.config.jwtSecret, row.id, code, row.code_hash)) {
      await tx.updateTable('auth_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      const left = CODE_RULES.attempts - row.attempts - 1;
      return left > 0 ? { ok: false, key: 'onboarding.codeWrong', left } : { ok: false, key: 'onboarding.codeAttempts' };
    }
    await tx.updateTable('auth_codes').set({ confirmed_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
    return { ok: true, code: { id: row.id, phone: row.phone, userId: row.user_id, partnerId: row.partner_id } };
  });
  if (outcome.ok) return outcome.code;
  const error = badRequest({ code: outcome.key }, outcome.key);
  throw new ApiError(400, error.messageKey, error.code, error.fieldErrors, { left: outcome.left ?? 0 });
}

/** Spends a confirmed code of the purpose that is not spent yet: the update finds no row a second time. */
export const spendConfirmedCode = (db: Db, purpose: CodePurpose, codeId: string) =>
  db
    .updateTable('auth_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', codeId)
    .where('purpose', '=', purpose)
    .where('confirmed_at', 'is not', null)
    .where('used_at', 'is', null);
