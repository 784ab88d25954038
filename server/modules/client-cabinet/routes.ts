import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { conflict } from '../../http/errors';
import { ok, routeTable } from '../../http/route';
import { sendPdf } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { type RenderedDocument, certificatePdf, receiptPdf } from '../certificates/documents';
import type { Language } from '../../i18n/messages';
import { startPayment } from '../payments/checkout';
import { resultLinkOf } from '../payments/result-link';
import { PaymentUrlReply } from '../payments/schemas';
import { cancelClientOrder } from './cancel';
import { clientCertificateCard, listClientServiceCards } from './certificates';
import { listClientInstalments, listClientOrders, orderColumns, toClientOrder } from './orders';
import { assertOwnCertificate, assertOwnOrder, ownClientId } from './own';
import { orderReceiptPdf } from './receipt';
import { ClientCertificateCard, ClientInstalmentsReply, ClientOrder, ClientOrderList, ClientOrdersQuery, ClientServicesReply, RecordId } from './schemas';

const pdfReply = { ...ok(Type.String({ contentMediaType: 'application/pdf' }), 404, 409) };
const orders = (action: string) => ({ resource: 'client-orders', action });
const certificates = (action: string) => ({ resource: 'client-certificates', action });

/** The signed-in client's own cabinet (F6, C13, K2): every record is checked to be the caller's. */
const clientCabinetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['client cabinet'] });
  const ownClient = (userId: string) => ownClientId(app.db, userId);
  const readOrder = async (id: string) => toClientOrder(await app.db.selectFrom('orders').select(orderColumns).where('orders.id', '=', id).executeTakeFirstOrThrow());
  /** An order of the caller's, or 404 (another's). */
  const ownOrder = (request: FastifyRequest, id: string) => assertOwnOrder(app.db, requireUser(request).id, id);

  route.get('/client/services', { resource: 'client-services', action: 'list' }, 'F6: services the client may use now (active certificates with limits and used; given or bought)',
    { response: ok(ClientServicesReply) },
    async (request) => listClientServiceCards(app.db, await ownClient(requireUser(request).id), request.language));

  route.get('/client/certificates/:id', certificates('show'), "C13: the client's own certificate with its services, limits, validity and payments",
    { params: RecordId, response: ok(ClientCertificateCard, 404) },
    async (request) => {
      await assertOwnCertificate(app.db, requireUser(request).id, request.params.id);
      return clientCertificateCard(app.db, request.params.id, request.language);
    });

  /** A document of the client's own certificate. */
  const documentRoute = (url: string, summary: string, render: (id: string, language: Language) => Promise<RenderedDocument>) =>
    route.get(url, certificates('show'), summary, { params: RecordId, response: pdfReply }, async (request, reply) => {
      await assertOwnCertificate(app.db, requireUser(request).id, request.params.id);
      return sendPdf(reply, await render(request.params.id, request.language));
    });
  documentRoute('/client/certificates/:id/pdf', "The client's own certificate as PDF", (id, language) => certificatePdf(app.db, id, language, false));
  documentRoute('/client/certificates/:id/check', "The payment check of the client's own certificate as PDF", (id, language) => receiptPdf(app.db, id, language));

  route.get('/client/orders', orders('list'), "K2: the client's orders with status, amount, date, method and receipt",
    { querystring: ClientOrdersQuery, response: ok(ClientOrderList) },
    async (request) => listClientOrders(app.db, await ownClient(requireUser(request).id), request.query));

  route.get('/client/orders/:id', orders('show'), "One of the client's orders", { params: RecordId, response: ok(ClientOrder, 404) }, async (request) => {
    await ownOrder(request, request.params.id);
    return readOrder(request.params.id);
  });

  route.post('/client/orders/:id/pay', orders('pay'), 'K2: pay an unpaid order: a payment session on the acquirer → its page address',
    { params: RecordId, response: ok(PaymentUrlReply, 404, 409) },
    async (request) => {
      const order = await ownOrder(request, request.params.id);
      if (order.status === 'CANCELLED' || order.status === 'PAID') throw conflict(undefined, 'cabinet.orderNotOpen');
      return startPayment(app.db, app.providers, 'sberbank', order.id, resultLinkOf(app.config), request.language);
    });

  route.post('/client/orders/:id/cancel', orders('cancel'), 'K2: cancel an unpaid order (its open payment session is cancelled; 409 while being paid)',
    { params: RecordId, response: ok(ClientOrder, 404, 409) },
    async (request) => {
      await ownOrder(request, request.params.id);
      await cancelClientOrder(app.db, app.providers, request.params.id);
      return readOrder(request.params.id);
    });

  route.get('/client/orders/:id/receipt', orders('show'), 'The receipt of a paid order as PDF (409 before payment)', { params: RecordId, response: pdfReply }, async (request, reply) => {
    await ownOrder(request, request.params.id);
    return sendPdf(reply, await orderReceiptPdf(app.db, request.params.id, request.language));
  });

  route.get('/client/instalments', orders('list'), "K2: the credit instalments of the client's certificates with their due dates",
    { response: ok(ClientInstalmentsReply) },
    async (request) => listClientInstalments(app.db, await ownClient(requireUser(request).id)));
};

export default clientCabinetRoutes;
