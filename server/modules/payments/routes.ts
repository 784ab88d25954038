import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { assertCertificateAccess } from '../certificates/ownership';
import { sendBill } from './bill';
import { handleCallback } from './callback';
import { openOrderOf, startPayment } from './checkout';
import { resultLinkOf } from './result-link';
import { assertCanSeeOrder } from './pay-access';
import { CallbackBody, MessageReply, OrderStatus, OrderStatusBody, ProviderParams, SendBillBody } from './schemas';


/** The acquirer's callback, the payment link by SMS or e-mail (D5) and the order status (D7). */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['payments'] });
  const ErrorBody = Type.Ref('ErrorBody');

  route.post('/payments/callback/:provider', 'public',
    'Acquirer notification (HMAC-signed with the amount); idempotent: PAID activates the certificates once; ' +
      'a payment into a superseded session is refunded; an amount other than the order\'s is recorded and refused (409)',
    { params: ProviderParams, body: CallbackBody, response: { 200: Type.Object({ status: Type.String() }), 400: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    async (request) => handleCallback(app.db, app.providers, request.params.provider, request.body));

  route.post('/send/bill', { resource: 'certificates', action: 'edit' },
    "Send the certificate's payment link to the client by SMS or e-mail; 429 over the per-certificate or per-sender message limit",
    { body: SendBillBody, response: ok(MessageReply, 404, 409, 429) },
    async (request) => {
      const { certificate_id: id, channel } = request.body;
      const user = requireUser(request);
      await assertCertificateAccess(app.db, user, id, 'edit');
      const orderId = await openOrderOf(app.db, id);
      const { paymentUrl } = await startPayment(app.db, app.providers, 'sberbank', orderId, resultLinkOf(app.config), request.language);
      return sendBill(app.db, app.providers, { certificateId: id, paymentUrl, channel, senderId: user.id }, request.language);
    });

  route.post('/acquiring', { resource: 'payments', action: 'create' }, 'The payment state of an order',
    { body: OrderStatusBody, response: ok(OrderStatus, 404) },
    async (request) => {
      await assertCanSeeOrder(app.db, requireUser(request), request.body.order_id);
      const order = await app.db
        .selectFrom('orders')
        .select(['id', 'status', 'payed', 'pay_date', 'cost', 'issue', 'payment_url'])
        .where('id', '=', request.body.order_id)
        .executeTakeFirstOrThrow();
      return { id: order.id, status: order.status, payed: order.payed, pay_date: order.pay_date?.toISOString() ?? null, cost: order.cost, issue: order.issue, paymentUrl: order.payment_url };
    });
};

export default paymentRoutes;
