import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { conflict } from '../../http/errors';
import { errorReplies } from '../../http/list';
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

const TAGS = ['client cabinet'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const pdfReply = { 200: Type.String({ contentMediaType: 'application/pdf' }), ...recordErrors, 409: Type.Ref('ErrorBody') };
const access = (resource: string, action: string) => ({ access: { resource, action } });

/** The signed-in client's own cabinet (F6, C13, K2): every record is checked to be the caller's. */
const clientCabinetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ownClient = (userId: string) => ownClientId(app.db, userId);
  const readOrder = async (id: string) => toClientOrder(await app.db.selectFrom('orders').select(orderColumns).where('orders.id', '=', id).executeTakeFirstOrThrow());

  app.get(
    '/client/services',
    { config: access('client-services', 'list'), schema: { tags: TAGS, summary: 'F6: services the client may use now (active certificates with limits and used; given or bought)', response: { 200: ClientServicesReply, ...errorReplies } } },
    async (request) => listClientServiceCards(app.db, await ownClient(requireUser(request).id), request.language),
  );

  app.get(
    '/client/certificates/:id',
    { config: access('client-certificates', 'show'), schema: { tags: TAGS, summary: "C13: the client's own certificate with its services, limits, validity and payments", params: RecordId, response: { 200: ClientCertificateCard, ...recordErrors } } },
    async (request) => {
      await assertOwnCertificate(app.db, requireUser(request).id, request.params.id);
      return clientCertificateCard(app.db, request.params.id, request.language);
    },
  );

  /** A document of the client's own certificate. */
  const documentRoute = (url: string, summary: string, render: (id: string, language: Language) => Promise<RenderedDocument>) =>
    app.get(url, { config: access('client-certificates', 'show'), schema: { tags: TAGS, summary, params: RecordId, response: pdfReply } }, async (request, reply) => {
      await assertOwnCertificate(app.db, requireUser(request).id, request.params.id);
      return sendPdf(reply, await render(request.params.id, request.language));
    });
  documentRoute('/client/certificates/:id/pdf', "The client's own certificate as PDF", (id, language) => certificatePdf(app.db, id, language, false));
  documentRoute('/client/certificates/:id/check', "The payment check of the client's own certificate as PDF", (id, language) => receiptPdf(app.db, id, language));

  app.get(
    '/client/orders',
    { config: access('client-orders', 'list'), schema: { tags: TAGS, summary: "K2: the client's orders with status, amount, date, method and receipt", querystring: ClientOrdersQuery, response: { 200: ClientOrderList, ...errorReplies } } },
    async (request) => listClientOrders(app.db, await ownClient(requireUser(request).id), request.query),
  );

  app.get(
    '/client/orders/:id',
    { config: access('client-orders', 'show'), schema: { tags: TAGS, summary: "One of the client's orders", params: RecordId, response: { 200: ClientOrder, ...recordErrors } } },
    async (request) => {
      await assertOwnOrder(app.db, requireUser(request).id, request.params.id);
      return readOrder(request.params.id);
    },
  );

  app.post(
    '/client/orders/:id/pay',
    { config: access('client-orders', 'pay'), schema: { tags: TAGS, summary: 'K2: pay an unpaid order: a payment session on the acquirer → its page address', params: RecordId, response: { 200: PaymentUrlReply, ...recordErrors, 409: Type.Ref('ErrorBody') } } },
    async (request) => {
      const order = await assertOwnOrder(app.db, requireUser(request).id, request.params.id);
      if (order.status === 'CANCELLED' || order.status === 'PAID') throw conflict(undefined, 'cabinet.orderNotOpen');
      return startPayment(app.db, app.providers, 'sberbank', order.id, resultLinkOf(app.config), request.language);
    },
  );

  app.post(
    '/client/orders/:id/cancel',
    { config: access('client-orders', 'cancel'), schema: { tags: TAGS, summary: 'K2: cancel an unpaid order (its open payment session is cancelled; 409 while being paid)', params: RecordId, response: { 200: ClientOrder, ...recordErrors, 409: Type.Ref('ErrorBody') } } },
    async (request) => {
      await assertOwnOrder(app.db, requireUser(request).id, request.params.id);
      await cancelClientOrder(app.db, app.providers, request.params.id);
      return readOrder(request.params.id);
    },
  );

  app.get(
    '/client/orders/:id/receipt',
    { config: access('client-orders', 'show'), schema: { tags: TAGS, summary: 'The receipt of a paid order as PDF (409 before payment)', params: RecordId, response: pdfReply } },
    async (request, reply) => {
      await assertOwnOrder(app.db, requireUser(request).id, request.params.id);
      return sendPdf(reply, await orderReceiptPdf(app.db, request.params.id, request.language));
    },
  );

  app.get(
    '/client/instalments',
    { config: access('client-orders', 'list'), schema: { tags: TAGS, summary: "K2: the credit instalments of the client's certificates with their due dates", response: { 200: ClientInstalmentsReply, ...errorReplies } } },
    async (request) => listClientInstalments(app.db, await ownClient(requireUser(request).id)),
  );
};

export default clientCabinetRoutes;
