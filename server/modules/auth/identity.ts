import { signInNameOf } from '../../../common/login';
import type { AgentType, Role } from '../../../common/roles';
import type { Db } from '../../db/database';
import { ACCOUNT_COLUMNS } from '../users/columns';
import type { RequestUser } from './tokens';

/** A user as the auth module needs it: account fields plus the agent record, if any. */
export interface Identity {
  id: string;
  name: string;
  login: string | null;
  phone: string | null;
  email: string | null;
  roles: Role[];
  blocked: boolean;
  passwordHash: string | null;
  isNewUser: boolean;
  isNotFullProfile: boolean;
  partnerId: string | null;
  agent: { id: string; partnerId: string | null; type: AgentType } | null;
  /** G11: the click programme partner's id, the same for everyone. */
  partnerClickId: string | null;
  clickConsentAt: Date | null;
}

function baseQuery(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('agents', 'agents.user_id', 'users.id')
    .select([
      'users.id',
      ...ACCOUNT_COLUMNS,
      'users.password_hash',
      'users.is_new_user',
      'users.is_not_full_profile',
      'users.partner_id',
      'agents.id as agent_id',
      'agents.partner_id as agent_partner_id',
      'agents.type as agent_type',
      'users.click_consent_at',
      (eb) => eb.selectFrom('partners').select('partners.id').where('partners.click_program', '=', true).as('partner_click_id'),
    ]);
}

type IdentityRow = NonNullable<Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>>;

function toIdentity(row: IdentityRow): Identity {
  return {
    id: row.id,
    name: row.name,
    login: row.login,
    phone: row.phone,
    email: row.email,
    roles: row.roles,
    blocked: row.blocked,
    passwordHash: row.password_hash,
    isNewUser: row.is_new_user,
    isNotFullProfile: row.is_not_full_profile,
    partnerId: row.partner_id,
    agent: row.agent_id && row.agent_type ? { id: row.agent_id, partnerId: row.agent_partner_id, type: row.agent_type } : null,
    partnerClickId: row.partner_click_id,
    clickConsentAt: row.click_consent_at,
  };
}

export async function loadIdentity(db: Db, userId: string): Promise<Identity | undefined> {
  const row = await baseQuery(db).where('users.id', '=', userId).executeTakeFirst();
  return row && toIdentity(row);
}

/**
 * The account a sign-in or recovery input names (common/login.ts): an e-mail or a login, case-insensitive, or a
 * phone number in any form. A phone-shaped input is the phone first; a login of digits set before issue 23 is found
 * only when no account has that phone, so a login can never take a phone number from its owner.
 */
export async function findIdentityByInput(db: Db, input: string): Promise<Identity | undefined> {
  const name = signInNameOf(input);
  const row = await baseQuery(db)
    .where((eb) => {
      if (name.kind === 'email') return eb(eb.fn('lower', ['users.email']), '=', name.key);
      if (name.kind === 'login') return eb(eb.fn('lower', ['users.login']), '=', name.key);
      return eb.or([eb('users.phone', '=', name.key), eb(eb.fn('lower', ['users.login']), '=', name.typed)]);
    })
    .orderBy((eb) => eb.case().when('users.phone', '=', name.key).then(0).else(1).end())
    .limit(1)
    .executeTakeFirst();
  return row && toIdentity(row);
}

/** What the access token carries for this identity in this session. */
export function requestUserOf(identity: Identity, sessionId: string): RequestUser {
  return {
    id: identity.id,
    sessionId,
    roles: identity.roles,
    agentId: identity.agent?.id ?? null,
    partnerId: identity.agent?.partnerId ?? identity.partnerId,
    agentType: identity.agent?.type ?? null,
  };
}
