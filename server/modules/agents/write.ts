/** Creating and changing agents (G8): the users row and the agents row always change together. */
import { sql } from 'kysely';
import type { Role } from '../../../common/roles';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { loginRefusal } from '../auth/login-rule';
import { normalizeMobilePhone } from '../clients/phone';
import type { AgentCreateInput, AgentUpdateInput } from './schemas';
import { placement } from './placement';
import { type AuthorityChange, authorityChange } from './authority';
import { UNIQUE_VIOLATION } from '../../db/pg-errors';

const TAKEN_BY_INDEX: Record<string, Record<string, MessageKey>> = {
  users_login_key: { login: 'agents.loginTaken' },
  users_phone_key: { phone: 'agents.phoneTaken' },
  users_email_key: { email: 'agents.emailTaken' },
};

interface Contact {
  name: string;
  login: string;
  phone: string;
  email: string;
}

/** `keptLogin`: the agent's login before an edit; a login set before the login rule may stay as it is. */
function contactOf(input: AgentCreateInput | AgentUpdateInput, keptLogin?: string | null): Contact {
  const name = input.name.trim();
  const login = input.login.trim();
  const errors: Record<string, MessageKey> = {};
  if (!name) errors.name = 'agents.nameRequired';
  const loginError = login === keptLogin ? undefined : loginRefusal(login);
  if (loginError) errors.login = loginError;
  const phone = normalizeMobilePhone(input.phone);
  if (!phone) errors.phone = 'clients.phoneInvalid';
  if (Object.keys(errors).length) throw badRequest(errors);
  return { name, login, phone: phone!, email: input.email.trim() };
}

const rolesOf = (input: AgentCreateInput | AgentUpdateInput): Role[] => ['AGENT', ...input.role.filter((role) => role !== 'AGENT')];

/** Agents are staff: the staff password rules (password-policy.ts). */
async function checkedPassword(password: string): Promise<string> {
  await assertPasswordAllowed(password, { staff: true });
  return password;
}

/** Every field another user already holds, at once, as 409 field errors. */
async function assertUnique(db: Db, contact: Contact, exceptUserId?: string) {
  const taken = await db
    .selectFrom('users')
    .select(['login', 'phone', 'email'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(login)`, '=', contact.login.toLowerCase()),
        eb('phone', '=', contact.phone),
        eb(sql`lower(email)`, '=', contact.email.toLowerCase()),
      ]),
    )
    .$if(!!exceptUserId, (q) => q.where('id', '<>', exceptUserId!))
    .execute();
  const errors: Record<string, MessageKey> = {};
  if (taken.some((row) => row.login?.toLowerCase() === contact.login.toLowerCase())) errors.login = 'agents.loginTaken';
  if (taken.some((row) => row.phone === contact.phone)) errors.phone = 'agents.phoneTaken';
  if (taken.some((row) => row.email?.toLowerCase() === contact.email.toLowerCase())) errors.email = 'agents.emailTaken';
  if (Object.keys(errors).length) throw conflict(errors);
}

/** A concurrent write of the same login, phone or email loses on the unique index: the same 409 as the check. */
async function mappingUniqueViolation<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint && TAKEN_BY_INDEX[constraint]) throw conflict(TAKEN_BY_INDEX[constraint]);
    throw error;
  }
}

/**
 * Answers the new agent's id; `within` runs inside the account's transaction, so what it writes exists exactly when
 * the account does.
 */
export async function createAgent(db: Db, input: AgentCreateInput, within?: (tx: Db, agentId: string) => Promise<void>): Promise<string> {
  const contact = contactOf(input);
  const password_hash = await hashPassword(await checkedPassword(input.password));
  const where = await placement(db, input.partner_id ?? null, input.subdivision_id ?? null);
  await assertUnique(db, contact);
  return mappingUniqueViolation(() =>
    db.transaction().execute(async (tx) => {
      const user = await tx
        .insertInto('users')
        .values({ ...contact, password_hash, roles: rolesOf(input), partner_id: null, profile: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const agent = await tx
        .insertInto('agents')
        .values({ user_id: user.id, ...where, type: input.type ?? 'NETTO', is_manager: input.is_manager ?? false })
        .returning('id')
        .executeTakeFirstOrThrow();
      await within?.(tx, agent.id);
      return agent.id;
    }),
  );
}

/** Answers the agent's user and, when its tokens no longer tell the truth, why (the route then ends its sessions, ACC-3). */
export async function updateAgent(db: Db, id: string, input: AgentUpdateInput): Promise<{ userId: string; change: AuthorityChange | null }> {
  const current = await db
    .selectFrom('agents')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select(['agents.user_id', 'agents.type', 'agents.is_manager', 'agents.partner_id', 'agents.subdivision_id', 'users.roles', 'users.login'])
    .where('agents.id', '=', id)
    .executeTakeFirst();
  if (!current) throw notFound();
  const contact = contactOf(input, current.login);
  const password_hash = input.password ? await hashPassword(await checkedPassword(input.password)) : undefined;
  // an omitted partner or subdivision stays as it is: only an explicit null moves the agent out
  const where = await placement(db, input.partner_id === undefined ? current.partner_id : input.partner_id, input.subdivision_id === undefined ? current.subdivision_id : input.subdivision_id);
  await assertUnique(db, contact, current.user_id);
  await mappingUniqueViolation(() =>
    db.transaction().execute(async (tx) => {
      await tx
        .updateTable('users')
        .set({ ...contact, roles: rolesOf(input), ...(password_hash ? { password_hash } : {}), updated_at: new Date() })
        .where('id', '=', current.user_id)
        .execute();
      await tx
        .updateTable('agents')
        .set({ ...where, type: input.type ?? current.type, is_manager: input.is_manager ?? current.is_manager })
        .where('id', '=', id)
        .execute();
    }),
  );
  const before = { roles: current.roles, partnerId: current.partner_id, type: current.type };
  const after = { roles: rolesOf(input), partnerId: where.partner_id, type: input.type ?? current.type };
  return { userId: current.user_id, change: authorityChange(before, after, !!password_hash) };
}
