/**
 * Writing threads (I2, I3, I5): a new thread with its first message, a message (stored once per author and key),
 * files held until a message takes them, closing and reopening; every change told to both sides' live sockets.
 */
import { randomUUID } from 'node:crypto';
import { type Transaction, sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { MAX_OPEN_CONSULTATIONS } from '../../../common/chat';
import { ERROR_CODES } from '../../../common/errors';
import type { ChatLine, DB } from '../../db/schema';
import type { Db } from '../../db/database';
import { ApiError, badRequest, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { publishUserEvent } from '../live/events';
import type { ChatUpload } from './files';
import type { NewMessage } from './schemas';
import { isOperator, readMessage } from './store';


type Tx = Transaction<DB>;

function cleanText(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) throw badRequest({ text: 'consultations.textRequired' });
  return trimmed;
}

interface Thread {
  id: string;
  line: ChatLine;
  author_id: string;
  status: 'OPEN' | 'CLOSED';
}

/** The thread if the caller may write to it: its author, or the back office. */
export async function threadFor(db: Db, line: ChatLine, user: RequestUser, id: string): Promise<Thread> {
  const thread = await db.selectFrom('consultations').select(['id', 'line', 'author_id', 'status']).where('id', '=', id).where('line', '=', line).executeTakeFirst();
  if (!thread || (thread.author_id !== user.id && !isOperator(user))) throw notFound();
  return thread;
}

/** Tells the author and every admin that the thread changed, on every server process. */
export async function announce(app: FastifyInstance, thread: Pick<Thread, 'id' | 'line' | 'author_id'>) {
  const admins = await app.db.selectFrom('users').select('id').where(sql<boolean>`'ADMIN' = any(roles)`).where('blocked', '=', false).execute();
  const recipients = new Set([thread.author_id, ...admins.map((admin) => admin.id)]);
  await Promise.all(
    [...recipients].map((userId) => publishUserEvent(app.notifier, userId, { event: 'chat', channel: `user:${userId}`, line: thread.line, consultationId: thread.id })),
  );
}

async function insertMessage(tx: Tx, thread: Thread, user: RequestUser, body: NewMessage, text: string) {
  const operator = isOperator(user) && thread.author_id !== user.id;
  const message = await tx
    .insertInto('consultation_messages')
    .values({ consultation_id: thread.id, author_id: user.id, is_operator: operator, text, idempotency_key: body.key ?? randomUUID() })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  const files = body.files ?? [];
  if (files.length) {
    const taken = await tx
      .updateTable('consultation_files')
      .set({ message_id: message.id, consultation_id: thread.id })
      .where('id', 'in', files)
      .where('uploaded_by', '=', user.id)
      .where('line', '=', thread.line)
      .where('message_id', 'is', null)
      .where((eb) => eb.or([eb('consultation_id', 'is', null), eb('consultation_id', '=', thread.id)]))
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== files.length) throw badRequest({ files: 'consultations.fileNotFound' });
  }
  const at = message.created_at;
  await tx
    .updateTable('consultations')
    .set(
      operator
        ? { answered: true, last_message_at: at, last_operator_message_at: at, operator_read_at: at, updated_at: at }
        : { answered: false, last_message_at: at, last_author_message_at: at, author_read_at: at, updated_at: at },
    )
    .where('id', '=', thread.id)
    .execute();
  return message.id;
}

/** A send already stored under this key answers its message again (a retry after a lost reply). */
async function storedBefore(db: Db, user: RequestUser, key: string | undefined) {
  if (!key) return undefined;
  return db.selectFrom('consultation_messages').select(['id', 'consultation_id']).where('author_id', '=', user.id).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function sendMessage(app: FastifyInstance, line: ChatLine, user: RequestUser, id: string, body: NewMessage) {
  const text = cleanText(body.text);
  const thread = await threadFor(app.db, line, user, id);
  const earlier = await storedBefore(app.db, user, body.key);
  if (earlier) return { created: false, message: await readMessage(app.db, earlier.id) };
  if (thread.status === 'CLOSED' && !isOperator(user)) throw new ApiError(409, 'consultations.closed', ERROR_CODES.conflict);
  const messageId = await app.db.transaction().execute((tx) => insertMessage(tx, thread, user, body, text));
  await announce(app, thread);
  return { created: true, message: await readMessage(app.db, messageId) };
}

/**
 * A new thread with its first message. A consultation counts against its client's limit: the client's row is
 * locked while open ones are counted, so two tabs at once cannot open a fourth.
 */
export async function openThread(app: FastifyInstance, line: ChatLine, user: RequestUser, body: NewMessage & { categoryId?: string; clientId?: string }) {
  const text = cleanText(body.text);
  const earlier = await storedBefore(app.db, user, body.key);
  if (earlier) return { created: false, id: earlier.consultation_id };
  const authorId = line === 'CONSULTATION' && isOperator(user) && body.clientId ? body.clientId : user.id;
  const id = await app.db.transaction().execute(async (tx) => {
    const author = await tx.selectFrom('users').select(['id', 'roles']).where('id', '=', authorId).forUpdate().executeTakeFirst();
    if (!author || (authorId !== user.id && !author.roles.includes('CLIENT'))) throw badRequest({ clientId: 'error.notFound' });
    if (body.categoryId) {
      const category = await tx.selectFrom('categories').select('id').where('id', '=', body.categoryId).executeTakeFirst();
      if (!category) throw badRequest({ categoryId: 'consultations.categoryNotFound' });
    }
    if (line === 'CONSULTATION') {
      const open = await tx.selectFrom('consultations').select((eb) => eb.fn.countAll<string>().as('n')).where('author_id', '=', authorId).where('line', '=', line).where('status', '=', 'OPEN').executeTakeFirstOrThrow();
      if (Number(open.n) >= MAX_OPEN_CONSULTATIONS) throw new ApiError(409, 'consultations.limit', ERROR_CODES.conflict, undefined, { max: MAX_OPEN_CONSULTATIONS });
    }
    const thread = await tx.insertInto('consultations').values({ line, author_id: authorId, category_id: body.categoryId ?? null, last_message_at: new Date() }).returning(['id', 'line', 'author_id', 'status']).executeTakeFirstOrThrow();
    await insertMessage(tx, thread, user, body, text);
    return thread.id;
  });
  await announce(app, { id, line, author_id: authorId });
  return { created: true, id };
}

export async function setStatus(app: FastifyInstance, line: ChatLine, user: RequestUser, id: string, status: 'OPEN' | 'CLOSED') {
  const thread = await threadFor(app.db, line, user, id);
  await app.db.updateTable('consultations').set({ status, closed_at: status === 'CLOSED' ? new Date() : null, updated_at: new Date() }).where('id', '=', id).execute();
  await announce(app, thread);
}

/**
 * Opening the thread's newest page reads it for the caller's side; when that read something new, the caller's
 * other tabs and its menu's counter hear of it (once: a thread read already changes nothing and says nothing).
 */
export async function markRead(app: FastifyInstance, user: RequestUser, thread: Thread) {
  const operator = isOperator(user) && thread.author_id !== user.id;
  const now = new Date();
  const result = await app.db
    .updateTable('consultations')
    .set(operator ? { operator_read_at: now } : { author_read_at: now })
    .where('id', '=', thread.id)
    .where(operator ? sql<boolean>`last_author_message_at > coalesce(operator_read_at, '-infinity')` : sql<boolean>`last_operator_message_at > coalesce(author_read_at, '-infinity')`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    await publishUserEvent(app.notifier, user.id, { event: 'chat', channel: `user:${user.id}`, line: thread.line, consultationId: thread.id });
  }
}

/** An uploaded file, held by its uploader until a message of this line (and this thread, when named) takes it. */
export async function holdFile(app: FastifyInstance, line: ChatLine, user: RequestUser, upload: ChatUpload, threadId: string | null) {
  const stored = await app.files.save({ ownerKind: 'chat-file', ownerId: threadId, originalName: upload.name, mime: upload.mime, data: upload.data });
  return app.db
    .insertInto('consultation_files')
    .values({ file_id: stored.id, uploaded_by: user.id, line, consultation_id: threadId, name: upload.name, extension: upload.extension, size: upload.data.length })
    .returning(['id', 'name', 'extension', 'size'])
    .executeTakeFirstOrThrow();
}

/** A file of a message in a thread the caller reads. */
export async function threadFile(app: FastifyInstance, line: ChatLine, user: RequestUser, threadId: string, fileId: string) {
  await threadFor(app.db, line, user, threadId);
  const row = await app.db.selectFrom('consultation_files').select(['file_id', 'name']).where('id', '=', fileId).where('consultation_id', '=', threadId).where('message_id', 'is not', null).executeTakeFirst();
  if (!row) throw notFound();
  return { name: row.name, file: await app.files.read(row.file_id) };
}
