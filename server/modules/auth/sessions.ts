import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../common/errors';
import { unauthorized } from '../../http/errors';
import { type Identity, loadIdentity, requestUserOf } from './identity';
import { hashToken, newRefreshToken } from './tokens';

export type AuthServices = Pick<FastifyInstance, 'db' | 'tokens' | 'sessions' | 'config'>;

export interface TokenPair {
  token: string;
  refreshToken: string;
  expiresIn: number;
}

export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

const refreshExpiry = (app: AuthServices) => sql<Date>`now() + make_interval(secs => ${app.config.refreshTokenTtlSeconds})`;

async function tokenPair(app: AuthServices, identity: Identity, sessionId: string, refreshToken: string): Promise<TokenPair> {
  const token = await app.tokens.signAccess(requestUserOf(identity, sessionId));
  return { token, refreshToken, expiresIn: app.tokens.accessTtlSeconds };
}

/** A new sign-in: a session (the refresh-token family) with its first refresh token. */
export async function openSession(app: AuthServices, identity: Identity, meta: ClientMeta): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const sessionId = await app.db.transaction().execute(async (tx) => {
    const session = await tx
      .insertInto('auth_sessions')
      .values({ user_id: identity.id, ip: meta.ip, user_agent: meta.userAgent?.slice(0, 500) ?? null, revoked_at: null, revoke_reason: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(refreshToken), session_id: session.id, expires_at: refreshExpiry(app), used_at: null })
      .execute();
    return session.id;
  });
  return tokenPair(app, identity, sessionId, refreshToken);
}

type Rotation = { ok: true; sessionId: string; userId: string } | { ok: false; reusedBySession: string | null };

/**
 * Spends a refresh token and issues its successor in the same family. The conditional update is
 * the lock: of two concurrent refreshes of one token only one finds it unspent.
 */
export async function rotateRefreshToken(app: AuthServices, refreshToken: string): Promise<TokenPair> {
  const next = newRefreshToken();
  const hash = hashToken(refreshToken);
  const rotation = await app.db.transaction().execute(async (tx): Promise<Rotation> => {
    const spent = await tx
      .updateTable('refresh_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('session_id')
      .executeTakeFirst();
    if (!spent) {
      const known = await tx.selectFrom('refresh_tokens').select(['session_id', 'used_at']).where('token_hash', '=', hash).executeTakeFirst();
      return { ok: false, reusedBySession: known?.used_at ? known.session_id : null };
    }
    const session = await tx
      .selectFrom('auth_sessions')
      .select(['user_id', 'revoked_at'])
      .where('id', '=', spent.session_id)
      .executeTakeFirstOrThrow();
    if (session.revoked_at) return { ok: false, reusedBySession: null };
    await tx
      .insertInto('refresh_tokens')
      .values({ token_hash: hashToken(next), session_id: spent.session_id, expires_at: refreshExpiry(app), used_at: null })
      .execute();
    return { ok: true, sessionId: spent.session_id, userId: session.user_id };
  });
  if (!rotation.ok) {
    // A spent token presented again means it leaked (or was replayed): end the whole family.
    if (rotation.reusedBySession) await revokeSessions(app, { sessionId: rotation.reusedBySession }, 'refresh_token_reuse');
    throw unauthorized('error.refreshInvalid', ERROR_CODES.invalidRefresh);
  }
  const identity = await loadIdentity(app.db, rotation.userId);
  if (!identity || identity.blocked) throw unauthorized('error.refreshInvalid', ERROR_CODES.invalidRefresh);
  return tokenPair(app, identity, rotation.sessionId, next);
}

export type SessionSelector = { sessionId: string } | { userId: string; exceptSessionId?: string };

/** Ends sessions in the database and tells every server process; returns the ids that were ended. */
export async function revokeSessions(app: Pick<AuthServices, 'db' | 'sessions'>, selector: SessionSelector, reason: string): Promise<string[]> {
  let query = app.db
    .updateTable('auth_sessions')
    .set({ revoked_at: sql<Date>`now()`, revoke_reason: reason })
    .where('revoked_at', 'is', null);
  if ('sessionId' in selector) query = query.where('id', '=', selector.sessionId);
  else {
    query = query.where('user_id', '=', selector.userId);
    if (selector.exceptSessionId) query = query.where('id', '<>', selector.exceptSessionId);
  }
  const rows = await query.returning('id').execute();
  const ids = rows.map((row) => row.id);
  await app.sessions.announceRevoked(ids);
  return ids;
}
