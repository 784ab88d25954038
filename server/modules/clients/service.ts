/** Queries behind the clients routes (E1–E7). Routes validate shapes; this file checks rules, reads and writes. */
import { type ExpressionBuilder, type Selectable, sql } from 'kysely';
import type { ListReply } from '../../../common/errors';
import type { Db } from '../../db/database';
import type { ClientsTable, DB } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { contactSearch, readPage } from '../../http/list';
import type { MessageKey } from '../../i18n/messages';
import { normalizeMobilePhone } from './phone';
import type { Client, ClientCreateInput, ClientEntity, ClientListQuery, ClientUpdateInput } from './schemas';
import { UNIQUE_VIOLATION } from '../../db/pg-errors';

type ClientRow = Selectable<ClientsTable> & { login: string | null };

/** The row as it is, but money as a number and the dates in ISO. */
function toClient({ money, created_at, updated_at, ...row }: ClientRow): Client {
  return { ...row, money: Number(money), created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}

const withLogin = (db: Db) => db.selectFrom('clients').leftJoin('users', 'users.id', 'clients.user_id').selectAll('clients').select('users.login');

function matching(query: Pick<ClientListQuery, 'q' | 'type'>) {
  const search = contactSearch(query.q, ['clients.name', 'clients.email'], 'clients.phone');
  return (eb: ExpressionBuilder<DB, 'clients'>) =>
    eb.and([...(search ? [search] : []), ...(query.type ? [eb('clients.type', '=', query.type)] : [])]);
}

export async function listClients(db: Db, query: ClientListQuery): Promise<ListReply<Client>> {
  const where = matching(query);
  const direction = query.order === 'ASC' ? 'asc' : 'desc';
  const page = await readPage(
    query,
    withLogin(db).where(where).orderBy(query.sort === 'name' ? 'clients.name' : 'clients.created_at', direction).orderBy('clients.id', direction),
    db.selectFrom('clients').where(where).select((eb) => eb.fn.countAll<number>().as('total')),
  );
  return { ...page, data: page.data.map(toClient) };
}

export async function findClient(db: Db, id: string): Promise<Client> {
  const row = await withLogin(db).where('clients.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toClient(row);
}

/** Blank parts are dropped; a company name makes the client a legal entity (E5). */
function entityColumns(entity: ClientEntity | null | undefined) {
  const parts = Object.entries(entity ?? {}).flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()]] : []));
  const details = Object.fromEntries(parts) as Record<string, string>;
  const legal = !!details.company;
  return { type: legal ? ('LEGAL' as const) : ('INDIVIDUAL' as const), entity: legal ? JSON.stringify(details) : null };
}

function requiredName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest({ name: 'clients.nameRequired' });
  return trimmed;
}

/** The other client already holding this phone or email, as field errors (409). */
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

/** A concurrent insert of the same phone or email loses on the unique index: the same 409 as the check. */
function takenField(error: unknown) {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== UNIQUE_VIOLATION) return undefined;
  return conflict(constraint === 'clients_phone_key' ? { phone: 'clients.phoneTaken' } : { email: 'clients.emailTaken' });
}

export async function createClient(db: Db, input: ClientCreateInput): Promise<Client> {
  const name = requiredName(input.name);
  if (!input.phone.trim()) throw badRequest({ phone: 'clients.phoneRequired' });
  const phone = normalizeMobilePhone(input.phone);
  if (!phone) throw badRequest({ phone: 'clients.phoneInvalid' });
  const email = input.email.trim();
  await assertUnique(db, { phone, email });
  try {
    const row = await db
      .insertInto('clients')
      .values({ name, phone, email, ...entityColumns(input.entity), user_id: null, address: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findClient(db, row.id);
  } catch (error) {
    throw takenField(error) ?? error;
  }
}

/** PUT: name, email and entity; money and bonus as absolute values (the caller checks who may set them). */
export async function updateClient(db: Db, id: string, input: ClientUpdateInput): Promise<Client> {
  const current = await findClient(db, id);
  const name = requiredName(input.name);
  if (input.phone !== undefined && normalizeMobilePhone(input.phone) !== current.phone && input.phone !== current.phone) {
    throw badRequest({ phone: 'clients.phoneReadOnly' });
  }
  if (input.money !== undefined && input.money % 100 !== 0) throw badRequest({ money: 'clients.moneyStep' });
  const email = input.email.trim();
  await assertUnique(db, { email }, id);
  await db
    .updateTable('clients')
    .set({
      name,
      email,
      ...(input.entity !== undefined ? entityColumns(input.entity) : {}),
      ...(input.money !== undefined ? { money: input.money } : {}),
      ...(input.bonus !== undefined ? { bonus: input.bonus } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return findClient(db, id);
}

export async function deleteClient(db: Db, id: string): Promise<Client> {
  const client = await findClient(db, id);
  await db.deleteFrom('clients').where('id', '=', id).execute();
  return client;
}
