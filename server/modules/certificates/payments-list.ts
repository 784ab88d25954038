import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type, type Static } from 'typebox';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import { containsPattern, listQuery, listReply, offsetOf } from '../../http/list';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import type { RequestUser } from '../auth/tokens';

const Uuid = Type.String({ format: 'uuid' });
const NullableDate = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

const PaymentsQuery = Type.Object(
  {
    ...listQuery(['created_at', 'pay_date', 'cost'] as const, 30),
    status: Type.Optional(Type.Union(['CREATED', 'PAID', 'FAILED', 'CANCELLED'].map((s) => Type.Literal(s)))),
    issue: Type.Optional(Type.Union(['SBERBANK', 'BALANCE', 'TINKOFF'].map((s) => Type.Literal(s)))),
    date_from: Type.Optional(Type.String({ format: 'date' })),
    date_to: Type.Optional(Type.String({ format: 'date' })),
    q: Type.Optional(Type.String({ maxLength: 200, description: 'Certificate number or client name' })),
  },
  { additionalProperties: false },
);
type PaymentsQuery = Static<typeof PaymentsQuery>;

const PaymentRow = Type.Object({
  id: Uuid,
  number: Type.Integer(),
  certificate: Type.Union([Type.Object({ id: Uuid, number: Type.String() }), Type.Null()]),
  client_name: Type.Union([Type.String(), Type.Null()]),
  rate_name: Type.Union([Type.String(), Type.Null()]),
  cost: Type.Number(),
  status: Type.String(),
  issue: Type.String(),
  payment_type: Type.String(),
  auto_payment: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  pay_date: NullableDate,
});

/** Payments across certificates (D8): orders of the certificates the caller may see, newest first. */
async function listPayments(db: Db, user: RequestUser, query: PaymentsQuery) {
  let base = db.selectFrom('orders as o').leftJoin('certificates as c', 'c.id', 'o.certificate_id');
  if (!isAdminNotAgent(user.roles)) base = base.where('c.agent_id', '=', user.agentId ?? '00000000-0000-0000-0000-000000000000');
  if (query.status) base = base.where('o.status', '=', query.status as 'PAID');
  if (query.issue) base = base.where('o.issue', '=', query.issue as 'SBERBANK');
  if (query.date_from) base = base.where('o.created_at', '>=', sql<Date>`${query.date_from}::date`);
  if (query.date_to) base = base.where('o.created_at', '<', sql<Date>`${query.date_to}::date + 1`);
  const pattern = containsPattern(query.q);
  if (pattern) base = base.where((eb) => eb.or([eb('c.number', 'like', pattern), eb('c.client_name', 'ilike', pattern)]));
  const [rows, count] = await Promise.all([
    base
      .select(['o.id', 'o.number', 'o.cost', 'o.status', 'o.issue', 'o.payment_type', 'o.auto_payment', 'o.created_at', 'o.pay_date'])
      .select(['c.id as certificate_id', 'c.number as certificate_number', 'c.client_name', 'c.rate_name'])
      .orderBy(sql.ref(`o.${query.sort}`), (ob) => (query.order === 'ASC' ? ob.asc() : ob.desc()).nullsLast())
      .orderBy('o.id')
      .limit(query.perPage)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    number: r.number,
    certificate: r.certificate_id && r.certificate_number ? { id: r.certificate_id, number: r.certificate_number } : null,
    client_name: r.client_name,
    rate_name: r.rate_name,
    cost: r.cost,
    status: r.status,
    issue: r.issue,
    payment_type: r.payment_type,
    auto_payment: r.auto_payment,
    created_at: r.created_at.toISOString(),
    pay_date: r.pay_date ? r.pay_date.toISOString() : null,
  }));
  return { data, total: Number(count.total), perPage: query.perPage, page: query.page };
}

const paymentsListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['certificates'], resource: 'certificates-payments' }).get('/certificates/payments', 'list',
    "Payments across certificates (D8): admins see all, agents their certificates' orders",
    { querystring: PaymentsQuery, response: ok(listReply(PaymentRow)) },
    async (request) => listPayments(app.db, requireUser(request), request.query));
};

export default paymentsListRoutes;
