/**
 * Sign orders (M5): created with their files and the link's SMS; found by the link's token; signed or declined.
 * Transitions (decision M5/statuses): SENT → APPLIED (the code confirmed) | DECLINED | EXPIRED (the link's time ran out);
 * the last three are final. Each transition is one conditional update, so two tabs cannot both sign or sign and decline.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, notFound } from '../../http/errors';
import { type Language, translate } from '../../i18n/messages';
import { reserveMessageIn } from '../../providers/messages/limits';
import type { SignOrderForm } from './upload';

type Services = Pick<FastifyInstance, 'db' | 'files' | 'providers' | 'config'>;

export const OWNER_KIND = 'sign-order';
/** The link works a week: long enough to read contracts, short enough that an old SMS is not a standing key. */
export const LINK_TTL_DAYS = 7;

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const tokenHash = (token: string) => sha256(Buffer.from(`sign-link:${token}`));
export const signLink = (publicUrl: string, token: string) => `${publicUrl}/cabinet/#/sign/${token}`;

/** Stores the order and its files in one transaction, counted in the sender's message limit, then queues the link's SMS. */
export async function createSignOrder(app: Services, form: SignOrderForm, sender: { id: string; name: string }, language: Language): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const id = await app.db.transaction().execute(async (tx) => {
    await reserveMessageIn(tx, { channel: 'sms', certificateId: null, senderId: sender.id });
    const user = form.userId ? await tx.selectFrom('users').select('id').where('id', '=', form.userId).executeTakeFirst() : undefined;
    const order = await tx
      .insertInto('sign_orders')
      .values({
        phone: form.phone, name: form.name, email: form.email, user_id: user?.id ?? null, sender_id: sender.id,
        token_hash: tokenHash(token), expires_at: sql<Date>`now() + make_interval(days => ${LINK_TTL_DAYS})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let position = 0;
    for (const file of form.files) {
      const stored = await tx.insertInto('files')
        .values({ owner_kind: OWNER_KIND, owner_id: order.id, original_name: file.name, mime: 'application/pdf', size: file.data.length, data: file.data })
        .returning('id').executeTakeFirstOrThrow();
      await tx.insertInto('sign_order_files').values({ order_id: order.id, file_id: stored.id, position: position++, sha256: sha256(file.data) }).execute();
    }
    return order.id;
  });
  await app.providers.sms.send(form.phone, translate(language, 'signing.smsText', { sender: sender.name, url: signLink(app.config.publicUrl, token) }));
  return id;
}

export interface OrderFile {
  id: string;
  name: string;
  size: number;
  sha256: string;
}

/** The files of the given orders, in the order they were attached. */
export async function filesOf(db: Services['db'], orderIds: string[]): Promise<Map<string, OrderFile[]>> {
  const byOrder = new Map<string, OrderFile[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return byOrder;
  const rows = await db.selectFrom('sign_order_files as s').innerJoin('files as f', 'f.id', 's.file_id')
    .select(['s.order_id', 'f.id', 'f.original_name', 'f.size', 's.sha256'])
    .where('s.order_id', 'in', orderIds).orderBy('s.position').execute();
  for (const row of rows) byOrder.get(row.order_id)?.push({ id: row.id, name: row.original_name, size: row.size, sha256: row.sha256 });
  return byOrder;
}

/** A SENT order whose link ran out becomes EXPIRED when it is next asked for (no background job needed for it). */
export const expireDue = (db: Services['db']) =>
  db.updateTable('sign_orders').set({ status: 'EXPIRED' }).where('status', '=', 'SENT').where('expires_at', '<=', sql<Date>`now()`).execute();

/** The order a link's token names; an unknown token is 404 (never telling which tokens exist). */
export async function orderByToken(db: Services['db'], token: string) {
  await expireDue(db);
  const row = token.length >= 16 && token.length <= 64
    ? await db.selectFrom('sign_orders').selectAll().where('token_hash', '=', tokenHash(token)).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('signing.notFound');
  return row;
}

export type SignOrderRow = Awaited<ReturnType<typeof orderByToken>>;

/** Refuses anything but a SENT order: 410 once expired, 409 once signed or declined. */
export function assertOpen(order: SignOrderRow) {
  if (order.status === 'EXPIRED') throw new ApiError(410, 'signing.expired', ERROR_CODES.conflict);
  if (order.status !== 'SENT') throw new ApiError(409, 'signing.closed', ERROR_CODES.conflict);
}
