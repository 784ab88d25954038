/** Reading threads and their messages (I1, I3, I5): the caller's rows only, messages by keyset pages. */
import { sql } from 'kysely';
import type { ChatLine } from '../../db/schema';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { containsPattern, phoneDigits } from '../../http/list';
import type { RequestUser } from '../auth/tokens';
import type { ChatMessageRecord, ConsultationRecord, ThreadFilters } from './schemas';

/** The back office answers: an admin who is not the thread's author. */
export const isOperator = (user: RequestUser) => user.roles.includes('ADMIN');

const threadColumns = [
  'c.id', 'c.line', 'c.status', 'c.answered', 'c.created_at', 'c.last_message_at', 'c.author_id', 'c.category_id',
  'c.last_author_message_at', 'c.last_operator_message_at', 'c.author_read_at', 'c.operator_read_at',
  'u.name as author_name', 'u.phone as author_phone', 'u.email as author_email', 'cat.name as category_name',
] as const;
/** The author's client record (the operator's link to the client's card and certificates); the first one of several sellers'. */
const authorClient = sql<string | null>`(select cl.id from clients cl where cl.user_id = c.author_id order by cl.created_at, cl.id limit 1)`.as('author_client_id');

function threads(db: Db, line: ChatLine, user: RequestUser) {
  let query = db
    .selectFrom('consultations as c')
    .innerJoin('users as u', 'u.id', 'c.author_id')
    .leftJoin('categories as cat', 'cat.id', 'c.category_id')
    .where('c.line', '=', line);
  if (!isOperator(user)) query = query.where('c.author_id', '=', user.id);
  return query;
}

const selectThread = (query: ReturnType<typeof threads>) => query.select([...threadColumns, authorClient]);
type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThread>['execute']>>[number];

const later = (a: Date | null, b: Date | null) => !!a && (!b || a > b);

function toThread(row: ThreadRow, user: RequestUser, last: ChatMessageRecord | undefined): ConsultationRecord {
  const operatorView = isOperator(user) && row.author_id !== user.id;
  return {
    id: row.id,
    line: row.line,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
    answered: row.answered,
    unread: operatorView ? later(row.last_author_message_at, row.operator_read_at) : later(row.last_operator_message_at, row.author_read_at),
    author: { id: row.author_id, name: row.author_name, phone: row.author_phone, email: row.author_email, clientId: row.author_client_id },
    messages: last ? [last] : [],
  };
}

export async function listThreads(db: Db, line: ChatLine, user: RequestUser, filters: ThreadFilters) {
  let query = threads(db, line, user);
  if (filters.status) query = query.where('c.status', '=', filters.status);
  if (filters.categoryId) query = query.where('c.category_id', '=', filters.categoryId);
  if (filters.answered !== undefined) query = query.where('c.answered', '=', filters.answered);
  if (filters.authorId) query = query.where('c.author_id', '=', filters.authorId);
  const pattern = containsPattern(filters.q);
  if (pattern) query = query.where((eb) => eb.or([eb('u.name', 'ilike', pattern), eb('u.phone', 'like', phoneDigits(filters.q) ? `%${phoneDigits(filters.q)}%` : pattern)]));
  const [rows, counted] = await Promise.all([
    selectThread(query).orderBy('c.last_message_at', 'desc').orderBy('c.id', 'desc').limit(filters.perPage).offset((filters.page - 1) * filters.perPage).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const last = await lastMessages(db, rows.map((row) => row.id));
  return { data: rows.map((row) => toThread(row, user, last.get(row.id))), total: Number(counted.total), perPage: filters.perPage, page: filters.page };
}

export async function readThread(db: Db, line: ChatLine, user: RequestUser, id: string): Promise<ConsultationRecord> {
  const row = await selectThread(threads(db, line, user)).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toThread(row, user, (await lastMessages(db, [id])).get(id));
}

/** Threads with messages the caller has not read: the menu's counter. */
export async function unreadCount(db: Db, line: ChatLine, user: RequestUser): Promise<number> {
  const operator = isOperator(user);
  const row = await threads(db, line, user)
    .where(operator ? sql<boolean>`c.last_author_message_at > coalesce(c.operator_read_at, '-infinity')` : sql<boolean>`c.last_operator_message_at > coalesce(c.author_read_at, '-infinity')`)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const messageColumns = ['m.id', 'm.seq', 'm.text', 'm.created_at', 'm.author_id', 'm.consultation_id', 'm.is_operator', 'u.name as author_name'] as const;

/** One page of a thread, newest first in SQL: `seq < before` and a LIMIT on the thread's (consultation_id, seq) index, never an OFFSET. */
export function messagePageQuery(db: Db, consultationId: string, before: string | undefined, limit: number) {
  let query = db
    .selectFrom('consultation_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select(messageColumns)
    .where('m.consultation_id', '=', consultationId);
  if (before) query = query.where('m.seq', '<', before);
  return query.orderBy('m.seq', 'desc').limit(limit + 1);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagePageQuery>['execute']>>[number];

async function withFiles(db: Db, rows: MessageRow[]): Promise<ChatMessageRecord[]> {
  const files = rows.length
    ? await db.selectFrom('consultation_files').select(['id', 'message_id', 'name', 'extension', 'size']).where('message_id', 'in', rows.map((row) => row.id)).orderBy('created_at').execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    createdAt: row.created_at.toISOString(),
    author: { id: row.author_id, firstname: row.author_name },
    files: files.filter((file) => file.message_id === row.id).map(({ id, name, extension, size }) => ({ id, name, extension, size })),
    consultationId: row.consultation_id,
    isOperator: row.is_operator,
  }));
}

export async function readMessagePage(db: Db, consultationId: string, before: string | undefined, limit: number) {
  const rows = await messagePageQuery(db, consultationId, before, limit).execute();
  const page = rows.slice(0, limit).reverse();
  return { data: await withFiles(db, page), before: rows.length > limit && page[0] ? String(page[0].seq) : null };
}

export async function readMessage(db: Db, id: string): Promise<ChatMessageRecord> {
  const rows = await db.selectFrom('consultation_messages as m').innerJoin('users as u', 'u.id', 'm.author_id').select(messageColumns).where('m.id', '=', id).execute();
  const [message] = await withFiles(db, rows);
  if (!message) throw notFound();
  return message;
}

async function lastMessages(db: Db, ids: string[]): Promise<Map<string, ChatMessageRecord>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('consultation_messages as m')
    .innerJoin('users as u', 'u.id', 'm.author_id')
    .select(messageColumns)
    .distinctOn('m.consultation_id')
    .where('m.consultation_id', 'in', ids)
    .orderBy('m.consultation_id')
    .orderBy('m.seq', 'desc')
    .execute();
  return new Map((await withFiles(db, rows)).map((message) => [message.consultationId, message]));
}
