import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conflict, notFound } from '../../http/errors';
import { registerRateLimit } from '../../http/rate-limit';
import { ok, routeTable } from '../../http/route';
import { startPayment } from './checkout';
import { paymentResult } from './result';
import { isResultToken, resultLinkOf } from './result-link';
import { PaymentResult, ResultParams, ResultQuery } from './result-schemas';
import { PaymentUrlReply } from './schemas';

/** The result page polls a few times; a person retries a payment now and then. Per address and process. */
const READS_PER_MINUTE = 60;
const RETRIES_PER_MINUTE = 10;

/**
 * The public payment result (D4/result-link): where the acquirer returns the payer, without a sign-in. The
 * order's token opens its status summary and a new payment session while it can be paid; a wrong token and an
 * unknown order get the same 404.
 */
const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerRateLimit(app);
  const route = routeTable(app, { tags: ['payments'] });
  const resultLink = resultLinkOf(app.config);
  const checkToken = (orderId: string, token: string) => {
    if (!isResultToken(app.config.jwtSecret, orderId, token)) throw notFound();
  };

  route.get('/payments/result/:orderId', 'public',
    "The payment result page's summary of one order (what was paid for, amount, PAID/PENDING/UNPAID), by the token of its return address",
    { params: ResultParams, querystring: ResultQuery, response: ok(PaymentResult, 404, 429) },
    async (request) => {
      checkToken(request.params.orderId, request.query.token);
      return paymentResult(app.db, request.params.orderId);
    },
    { rateLimit: { max: READS_PER_MINUTE, timeWindow: 60_000 } });

  route.post('/payments/result/:orderId/pay', 'public',
    'Pay the order again from its result page (same acquirer) → the payment page address; 409 once paid or cancelled',
    { params: ResultParams, querystring: ResultQuery, response: ok(PaymentUrlReply, 404, 409, 429) },
    async (request) => {
      const { orderId } = request.params;
      checkToken(orderId, request.query.token);
      const order = await app.db.selectFrom('orders').select(['status', 'issue']).where('id', '=', orderId).executeTakeFirst();
      if (!order) throw notFound();
      if (order.status === 'CANCELLED') throw conflict(undefined, 'cabinet.orderNotOpen');
      return startPayment(app.db, app.providers, order.issue === 'TINKOFF' ? 'tinkoff' : 'sberbank', orderId, resultLink, request.language);
    },
    { rateLimit: { max: RETRIES_PER_MINUTE, timeWindow: 60_000 } });
};

export default resultRoutes;
