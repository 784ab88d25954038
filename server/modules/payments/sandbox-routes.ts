import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { conflict, notFound } from '../../http/errors';
import { routeTable } from '../../http/route';
import { toMinorUnits } from '../../providers/acquiring/money';
import { saveCardIfRecurring } from '../../providers/acquiring/sandbox-cards';
import { renderSandboxPage } from './sandbox-page';
import { isAcquirer } from './sessions';

const Params = Type.Object({ providerOrderId: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * The sandbox acquirer's hosted payment page. Its buttons post here; the sandbox then notifies our
 * callback with a signed message exactly like a bank, and sends the payer back to the return address.
 * Registered only when the sandbox is the acquirer (PAYMENTS=sandbox, the default outside production).
 */
const sandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the page's plain HTML forms post url-encoded bodies; they carry nothing we read
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const sessionOf = async (providerOrderId: string) => {
    const session = await app.db.selectFrom('sandbox_payments').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst();
    if (!session) throw notFound();
    return session;
  };

  const route = routeTable(app, { tags: ['sandbox'] });
  const ErrorBody = Type.Ref('ErrorBody');

  route.get('/sandbox/pay/:providerOrderId', 'public', 'Sandbox acquirer: the hosted payment page (HTML)',
    { params: Params, response: { 200: Type.String(), 404: ErrorBody } },
    async (request, reply) => {
      const session = await sessionOf(request.params.providerOrderId);
      const model = { providerOrderId: session.provider_order_id, amount: session.amount, description: session.description, status: session.status };
      const page = renderSandboxPage(model, request.language, request.hostname);
      return reply.type('text/html; charset=utf-8').send(page);
    });

  for (const decision of ['confirm', 'decline'] as const) {
    route.post(`/sandbox/pay/:providerOrderId/${decision}`, 'public',
      `Sandbox acquirer: the payer chose to ${decision === 'confirm' ? 'pay' : 'decline'}; notifies the callback and returns the payer`,
      { params: Params, response: { 303: Type.Null(), 404: ErrorBody, 409: ErrorBody } },
      async (request, reply) => {
        const session = await sessionOf(request.params.providerOrderId);
        const acquirer = isAcquirer(session.provider) ? app.providers.acquirers[session.provider] : undefined;
        const decided = await app.db
          .updateTable('sandbox_payments')
          .set({ status: decision === 'confirm' ? 'CONFIRMED' : 'DECLINED' })
          .where('provider_order_id', '=', session.provider_order_id)
          .where('status', '=', 'NEW')
          .executeTakeFirst();
        // one decision per session, as on a bank's page: a second click, or a cancelled session, is refused
        if (!decided.numUpdatedRows) throw conflict(undefined, 'sandbox.closed');
        // credit autopay: a paid recurring order leaves its card saved for later charges
        if (decision === 'confirm') await saveCardIfRecurring(app.db, session);
        if (acquirer?.callbackFor) {
          const callback = acquirer.callbackFor(session.provider_order_id, decision === 'confirm' ? 'PAID' : 'FAILED', toMinorUnits(session.amount));
          await app.inject({ method: 'POST', url: `/gw/payments/callback/${session.provider}`, payload: callback });
        }
        return reply.redirect(session.return_url ?? `/gw/sandbox/pay/${encodeURIComponent(session.provider_order_id)}`, 303);
      });
  }
};

export default sandboxRoutes;
