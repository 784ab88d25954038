import type { FastifyInstance } from 'fastify';
import { ROLES, type Role } from '../../../common/roles';
import type { Db } from '../../../server/db/database';

/** One user per role (and an agent row for sales staff), so a token can carry exactly that role. */
export interface RoleSubject {
  id: string;
  agentId: string | null;
  partnerId: string | null;
}

export type RoleSubjects = ReadonlyMap<Role, RoleSubject>;

const SALES_STAFF: readonly Role[] = ['AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ONLY_AGENT'];

/** Inserts a user `<prefix>-<role>` per role; sales staff and partners belong to the first partner by name. */
export async function createRoleSubjects(db: Db, loginPrefix: string): Promise<RoleSubjects> {
  const subjects = new Map<Role, RoleSubject>();
  const partner = await db.selectFrom('partners').select('id').orderBy('name').executeTakeFirstOrThrow();
  for (const role of ROLES) {
    const user = await db
      .insertInto('users')
      .values({ login: `${loginPrefix}-${role.toLowerCase()}`, name: `${loginPrefix} ${role}`, password_hash: null, roles: [role], partner_id: role === 'PARTNER' ? partner.id : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agent = SALES_STAFF.includes(role)
      ? await db.insertInto('agents').values({ user_id: user.id, partner_id: partner.id, subdivision_id: null, type: 'NETTO' }).returning('id').executeTakeFirstOrThrow()
      : undefined;
    subjects.set(role, { id: user.id, agentId: agent?.id ?? null, partnerId: role === 'PARTNER' || agent ? partner.id : null });
  }
  return subjects;
}

/** A fresh session per call: a route such as logout may end the session it is called with. */
export async function roleToken(app: FastifyInstance, subjects: RoleSubjects, role: Role): Promise<string> {
  const subject = subjects.get(role);
  if (!subject) throw new Error(`no test subject for role ${role}`);
  const session = await app.db
    .insertInto('auth_sessions')
    .values({ user_id: subject.id, ip: null, user_agent: 'role-tokens', revoked_at: null, revoke_reason: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return app.tokens.signAccess({
    id: subject.id,
    sessionId: session.id,
    roles: [role],
    agentId: subject.agentId,
    partnerId: subject.partnerId,
    agentType: subject.agentId ? 'NETTO' : null,
  });
}
