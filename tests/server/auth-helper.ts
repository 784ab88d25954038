import type { FastifyInstance } from 'fastify';

/**
 * An access token for a seeded user without going through the login route: a session row plus a
 * signed token, exactly what a sign-in produces.
 */
export async function tokenFor(app: FastifyInstance, login: string): Promise<string> {
  const user = await app.db.selectFrom('users').select(['id', 'roles', 'partner_id']).where('login', '=', login).executeTakeFirstOrThrow();
  const agent = await app.db.selectFrom('agents').select(['id', 'partner_id', 'type']).where('user_id', '=', user.id).executeTakeFirst();
  const session = await app.db
    .insertInto('auth_sessions')
    .values({ user_id: user.id, ip: '127.0.0.1', user_agent: 'tests', revoked_at: null, revoke_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return app.tokens.signAccess({
    id: user.id,
    sessionId: session.id,
    roles: user.roles,
    agentId: agent?.id ?? null,
    partnerId: agent?.partner_id ?? user.partner_id,
    agentType: agent?.type ?? null,
  });
}

/** The Authorization header for a seeded user. */
export async function authAs(app: FastifyInstance, login: string): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokenFor(app, login)}` };
}
