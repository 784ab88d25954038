/** Public registration by invitation (A11): one invitation makes one AGENT of its partner and subdivision. */
import type { Db } from '../../db/database';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { loginRefusal } from '../auth/login-rule';
import { normalizeMobilePhone } from '../clients/phone';
import type { Invitation, InvitationField, Registration } from './schemas';
import { toInvitation } from './service';

const inactive = () => new ApiError(410, 'invitations.inactive', ERROR_CODES.conflict);

/** Blocked, or already used: a used invitation does not register a second agent. */
export const isActive = (invitation: Pick<Invitation, 'blocked' | 'status'>) => !invitation.blocked && invitation.status !== 'SUCCESS';

export async function publicInvitation(db: Db, id: string) {
  const row = await db
    .selectFrom('invitations as i')
    .innerJoin('partners as p', 'p.id', 'i.partner_id')
    .selectAll('i')
    .select('p.name as partner_name')
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('invitations.notFound');
  const { partner_name, ...invitation } = row;
  if (!isActive(invitation)) throw inactive();
  return { ...toInvitation(invitation), partner_name };
}

const PROFILE_FIELDS = ['passport', 'details', 'tin', 'address'] as const;
const TAKEN = { login: 'invitations.loginTaken', phone: 'invitations.phoneTaken', email: 'invitations.emailTaken' } as const;

function askedValues(invitation: Invitation, body: Registration) {
  const missing = invitation.fields.filter((field) => !String(body[field as keyof Registration] ?? '').trim());
  if (missing.length) throw badRequest(Object.fromEntries(missing.map((field) => [field, 'validation.required' as const])));
  const value = (field: InvitationField) => (invitation.fields.includes(field) ? String(body[field]).trim() : null);
  const rawPhone = value('phone');
  const phone = rawPhone === null ? null : normalizeMobilePhone(rawPhone);
  if (phone === undefined) throw badRequest({ phone: 'invitations.phoneInvalid' });
  const login = value('login');
  const loginError = login === null ? undefined : loginRefusal(login);
  if (loginError) throw badRequest({ login: loginError });
  const profile = Object.fromEntries(PROFILE_FIELDS.filter((field) => invitation.fields.includes(field)).map((field) => [field, value(field)]));
  return { name: value('name') ?? '', login, email: value('email')?.toLowerCase() ?? null, phone, profile };
}

type SignInField = keyof typeof TAKEN;

async function takenField(db: Db, values: Record<SignInField, string | null>): Promise<SignInField | undefined> {
  for (const field of ['login', 'phone', 'email'] as const) {
    const value = values[field];
    if (!value) continue;
    const column = field === 'phone' ? 'phone' : field;
    const found = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', [column]), '=', value.toLowerCase())).executeTakeFirst();
    if (found) return field;
  }
  return undefined;
}

export async function register(db: Db, body: Registration) {
  // the invited become agents: staff password rules
  await assertPasswordAllowed(body.password, { staff: true });
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction().execute(async (trx): Promise<{ failed: SignInField } | { user_id: string; agent_id: string }> => {
    // the row lock makes the invitation single-use under concurrent submissions
    const row = await trx.selectFrom('invitations').selectAll().where('id', '=', body.invitationId).forUpdate().executeTakeFirst();
    if (!row) throw notFound('invitations.notFound');
    const invitation = toInvitation(row);
    if (!isActive(invitation)) throw inactive();
    if (invitation.partner_id !== body.partnerId || (body.subdivisionId ?? null) !== invitation.subdivision_id) throw badRequest({ invitationId: 'invitations.mismatch' });
    const values = askedValues(invitation, body);
    const taken = await takenField(trx, values);
    if (taken) return { failed: taken };
    const user = await trx
      .insertInto('users')
      .values({ ...values, profile: JSON.stringify(values.profile), password_hash: passwordHash, roles: ['AGENT'], partner_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const agent = await trx
      .insertInto('agents')
      .values({ user_id: user.id, partner_id: invitation.partner_id, subdivision_id: invitation.subdivision_id, type: 'NETTO' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('invitations').set({ status: 'SUCCESS' }).where('id', '=', invitation.id).execute();
    return { user_id: user.id, agent_id: agent.id };
  });
  if ('failed' in outcome) {
    await db.updateTable('invitations').set({ status: 'FAILED' }).where('id', '=', body.invitationId).execute();
    throw conflict({ [outcome.failed]: TAKEN[outcome.failed] });
  }
  return outcome;
}
