/**
 * What the declared clients (common/resources/clients.ts) add to their generated queries (E4–E6): the phone's and
 * e-mail's rules, the legal entity, whose client a client is (ACC-1, ./scope.ts) and the cabinet account's login.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import { requireUser } from '../../plugins/access';
import type { ResourceHooks } from '../../resources/hooks';
import { normalizeMobilePhone } from './phone';
import { assertClientAccess } from './scope';

type Row = Record<string, unknown>;

/** Blank parts are dropped; a company name makes the client a legal entity (E5). */
function entityColumns(entity: unknown) {
  const parts = Object.entries((entity as Record<string, string | null> | null) ?? {}).flatMap(([key, value]) =>
    value?.trim() ? [[key, value.trim()]] : []);
  const details = Object.fromEntries(parts) as Record<string, string>;
  const legal = !!details.company;
  return { type: legal ? 'LEGAL' : 'INDIVIDUAL', entity: legal ? JSON.stringify(details) : null };
}

/** The body's e-mail (already trimmed): null is no e-mail, which a client must have. */
function requiredEmail(email: unknown): string {
  if (typeof email !== 'string' || !email) throw badRequest({ email: 'clients.emailRequired' });
  return email;
}

/** The other client already holding this phone or email, as field errors (409): both at once, as the form shows them. */
async function assertUnique(db: Db, contact: { phone?: string; email: string }, exceptId?: string) {
  const taken = await db
    .selectFrom('clients')
    .select(['phone', 'email'])
    .where((eb) => eb.or([...(contact.phone ? [eb('phone', '=', contact.phone)] : []), eb(sql`lower(email)`, '=', contact.email.toLowerCase())]))
    .$if(!!exceptId, (q) => q.where('id', '<>', exceptId!))
    .execute();
  const errors: Record<string, MessageKey> = {};
  if (contact.phone && taken.some((row) => row.phone === contact.phone)) errors.phone = 'clients.phoneTaken';
  if (taken.some((row) => row.email?.toLowerCase() === contact.email.toLowerCase())) errors.email = 'clients.emailTaken';
  if (Object.keys(errors).length) throw conflict(errors);
}

/** E4: the phone is read-only; sent again, it must be the stored one (in any format). */
function assertSamePhone(sent: unknown, stored: unknown) {
  if (sent === undefined || sent === stored) return;
  if (typeof sent !== 'string' || normalizeMobilePhone(sent) !== stored) throw badRequest({ phone: 'clients.phoneReadOnly' });
}

/** The login of each record's cabinet account. */
async function withLogins(db: Db, records: Row[]): Promise<Row[]> {
  const ids = [...new Set(records.map((record) => record.user_id as string | null).filter((id): id is string => !!id))];
  const accounts = ids.length ? await db.selectFrom('users').select(['id', 'login']).where('id', 'in', ids).execute() : [];
  const logins = new Map(accounts.map((account) => [account.id, account.login]));
  return records.map((record) => ({ ...record, login: logins.get(record.user_id as string) ?? null }));
}

export const clientHooks: ResourceHooks = {
  beforeCreate: async (columns, { db }) => {
    if (!columns.phone) throw badRequest({ phone: 'clients.phoneRequired' });
    const phone = normalizeMobilePhone(columns.phone as string);
    if (!phone) throw badRequest({ phone: 'clients.phoneInvalid' });
    const email = requiredEmail(columns.email);
    await assertUnique(db, { phone, email });
    return { ...columns, phone, email, ...entityColumns(columns.entity) };
  },
  beforeUpdate: async ({ phone, ...columns }, { db, request, previous }) => {
    const id = previous!.id as string;
    await assertClientAccess(db, requireUser(request), id);
    assertSamePhone(phone, previous!.phone);
    const email = requiredEmail(columns.email);
    await assertUnique(db, { email }, id);
    return { ...columns, email, ...('entity' in columns ? entityColumns(columns.entity) : {}) };
  },
  afterRead: (records, { db }) => withLogins(db, records),
};
