import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';

/** A pending token lets the bot bind a chat within a day; after that the client refreshes it. */
export const TOKEN_TTL_MS = 24 * 3600 * 1000;

const COLUMNS = ['id', 'token', 'token_expires_at', 'chat_id', 'bound_at'] as const;
type Row = { id: string; token: string | null; token_expires_at: Date | string | null; chat_id: string | null; bound_at: Date | string | null };
const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** Telegram's /start payload takes A–Z, a–z, 0–9, _ and - (at most 64): 22 base64url characters, 128 bits. */
const newToken = () => ({ token: randomBytes(16).toString('base64url'), token_expires_at: new Date(Date.now() + TOKEN_TTL_MS) });

/** The spec's {token, active, id}: the token only while pending, active once a chat is bound. */
export const toRecord = (row: Row) => ({ id: row.id, token: row.token, active: !!row.chat_id, expires_at: iso(row.token_expires_at), bound_at: iso(row.bound_at) });

/** The client's binding, created with a fresh token on first sight. */
export async function bindingOf(db: Db, clientId: string) {
  const existing = await db.selectFrom('telegram_bindings').select(COLUMNS).where('client_id', '=', clientId).executeTakeFirst();
  if (existing) return existing;
  await db.insertInto('telegram_bindings').values({ client_id: clientId, ...newToken() }).onConflict((oc) => oc.column('client_id').doNothing()).execute();
  return db.selectFrom('telegram_bindings').select(COLUMNS).where('client_id', '=', clientId).executeTakeFirstOrThrow();
}

/** Changes the client's own binding; another client's id is not found. */
async function updateOwnBinding(db: Db, clientId: string, id: string, values: { token: string | null; token_expires_at: Date | null }) {
  const row = await db
    .updateTable('telegram_bindings')
    .set({ ...values, chat_id: null, bound_at: null })
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .returning(COLUMNS)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Refresh: a new token, and the chat bound so far loses access. Another client's id is not found. */
export const refreshBinding = (db: Db, clientId: string, id: string) => updateOwnBinding(db, clientId, id, newToken());

/** Revoke: no chat and no token until the client refreshes. */
export const revokeBinding = (db: Db, clientId: string, id: string) => updateOwnBinding(db, clientId, id, { token: null, token_expires_at: null });

/** The bot's side: a pending, unexpired token binds the chat once (the token is spent). */
export async function bindChat(db: Db, token: string, chatId: string): Promise<{ client_name: string }> {
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('telegram_bindings as b')
      .innerJoin('clients as c', 'c.id', 'b.client_id')
      .select(['b.id', 'b.client_id', 'b.token_expires_at', 'c.name'])
      .where('b.token', '=', token)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw badRequest({ token: 'telegram.tokenUnknown' }, 'telegram.tokenUnknown');
    if (!row.token_expires_at || new Date(row.token_expires_at).getTime() < Date.now()) throw badRequest({ token: 'telegram.tokenExpired' }, 'telegram.tokenExpired');
    const taken = await tx.selectFrom('telegram_bindings').select('client_id').where('chat_id', '=', chatId).executeTakeFirst();
    if (taken && taken.client_id !== row.client_id) throw conflict({ chat_id: 'telegram.chatTaken' }, 'telegram.chatTaken');
    await tx.updateTable('telegram_bindings').set({ chat_id: chatId, bound_at: new Date(), token: null, token_expires_at: null }).where('id', '=', row.id).execute();
    return { client_name: row.name };
  });
}

/** Whom a chat speaks for, if anyone. */
export async function clientOfChat(db: Db, chatId: string) {
  const row = await db
    .selectFrom('telegram_bindings as b')
    .innerJoin('clients as c', 'c.id', 'b.client_id')
    .select('c.name')
    .where('b.chat_id', '=', chatId)
    .executeTakeFirst();
  return { bound: !!row, client_name: row?.name ?? null };
}
