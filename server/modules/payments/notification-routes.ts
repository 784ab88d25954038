import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../../db/database';
import { errorReplies, listQuery, listReply, offsetOf } from '../../http/list';

const TAGS = ['notifications'];
const DateTime = Type.String({ format: 'date-time' });
const SmsRow = Type.Object({ id: Type.String({ format: 'uuid' }), phone: Type.String(), text: Type.String(), created_at: DateTime });
const EmailRow = Type.Object({ id: Type.String({ format: 'uuid' }), recipient: Type.String(), subject: Type.String(), body: Type.String(), created_at: DateTime });
const LogQuery = Type.Object(listQuery(['created_at'] as const), { additionalProperties: false });

interface LogPaging {
  page: number;
  perPage: number;
  order: 'ASC' | 'DESC';
}

/** One page of a provider log, newest first by default. */
async function logPage(db: Db, table: 'sms_log' | 'email_outbox', paging: LogPaging) {
  const direction = paging.order === 'ASC' ? 'asc' : 'desc';
  // both logs share id and created_at, all this query touches; Kysely cannot type a union of tables
  const from = () => db.selectFrom(table as 'sms_log');
  const [rows, count] = await Promise.all([
    from().selectAll().orderBy('created_at', direction).orderBy('id', direction).limit(paging.perPage).offset(offsetOf(paging)).execute(),
    from().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(count.total),
    perPage: paging.perPage,
    page: paging.page,
  };
}

/** The SMS and e-mail logs (M1, M2): what the providers sent. */
const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications/sms',
    { config: { access: { resource: 'sms', action: 'list' } }, schema: { tags: TAGS, summary: 'SMS log', querystring: LogQuery, response: { 200: listReply(SmsRow), ...errorReplies } } },
    async (request) => logPage(app.db, 'sms_log', request.query),
  );

  app.get(
    '/notifications/email',
    { config: { access: { resource: 'email', action: 'list' } }, schema: { tags: TAGS, summary: 'E-mail log', querystring: LogQuery, response: { 200: listReply(EmailRow), ...errorReplies } } },
    async (request) => logPage(app.db, 'email_outbox', request.query),
  );
};

export default notificationRoutes;
