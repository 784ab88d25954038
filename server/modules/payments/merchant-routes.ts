import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import type { AcquirerName } from '../../providers/index';
import { sellBasket } from './basket';
import { sendBill } from './bill';
import { invoicePdf } from './invoice';
import { attachment } from '../../pdf/pdf';
import { openOrderOf, startPayment } from './checkout';
import { clientOfUser } from './client-of-user';
import { attributedPartner } from '../storefront/referral';
import { assertCanPay } from './pay-access';
import { assertSenderMaySend } from '../../providers/messages/limits';
import { DirectOrderBody, LightOrderBody, PaymentUrlReply } from './schemas';
import { resultLinkOf } from './result-link';

/** D4 (order payment through an acquirer) and D6 (a client's direct purchase). */
const merchantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['payments'] });
  // every payment returns its payer to the order's result page, on PUBLIC_URL (D5/links, D4/result-link)
  const resultLink = resultLinkOf(app.config);
  const paid = ok(PaymentUrlReply, 404, 409, 429);
  for (const acquirer of ['sberbank', 'tinkoff'] as const satisfies readonly AcquirerName[]) {
    route.post(`/merchant/${acquirer}/order/light`, { resource: 'payments', action: 'create' },
      `Pay a certificate ({certificate_id}) or sell and pay a basket ({certificates, phone, name, …}) through ${acquirer}; with print: true the reply is the invoice PDF ('Счет')`,
      { body: LightOrderBody, response: paid },
      async (request, reply) => {
        const payment = await payOrder(request, request.body, acquirer);
        if (!request.body.print) return payment;
        // D4 print: the invoice ('Счет') instead of the address; the SPA saves it as a PDF
        const invoice = await invoicePdf(app.db, payment.order_id, app.config.sellerName, payment.paymentUrl, request.language);
        return reply.type('application/pdf').header('content-disposition', attachment(invoice.fileName)).send(invoice.content);
      });
  }

  async function payOrder(request: FastifyRequest, body: LightOrderBody, acquirer: AcquirerName) {
    const user = requireUser(request);
    if (body.certificate_id) {
      await assertCanPay(app.db, user, body.certificate_id);
      const orderId = await openOrderOf(app.db, body.certificate_id);
      return startPayment(app.db, app.providers, acquirer, orderId, resultLink, request.language);
    }
    if (!body.certificates || !body.phone || !body.name) throw badRequest({ certificates: 'payments.noCertificates' }, 'payments.noCertificates');
    if (!body.company && (body.postal || body.legal)) throw badRequest({ company: 'sale.companyRequired' });
    if (body.sendSms || body.sendEmail) await assertSenderMaySend(app.db, user.id);
    const legal = body.company ? { company: body.company, ...(body.postal ? { postal: body.postal } : {}), ...(body.legal ? { legal: body.legal } : {}) } : null;
    const orderId = await sellBasket(app.db, user, {
      lines: body.certificates,
      client: { phone: body.phone, name: body.name, email: body.email ?? '' },
      legal,
      paymentType: 'AGENT',
      soldOnline: body.sold_online ?? false,
    });
    const payment = await startPayment(app.db, app.providers, acquirer, orderId, resultLink, request.language);
    const channels = [...(body.sendSms ? (['sms'] as const) : []), ...(body.sendEmail ? (['email'] as const) : [])];
    if (channels.length) {
      const { certificate_id: certificateId } = await app.db.selectFrom('orders').select('certificate_id').where('id', '=', orderId).executeTakeFirstOrThrow();
      for (const channel of channels) {
        await sendBill(app.db, app.providers, { certificateId: certificateId!, paymentUrl: payment.paymentUrl, channel, senderId: user.id }, request.language);
      }
    }
    return payment;
  }

  route.post('/merchant/sberbank/order', { resource: 'client-orders', action: 'create' },
    'Direct purchase by the signed-in client: tariffs (period 12 by default) and/or solo services in one order, priced by the server → the payment page address',
    { body: DirectOrderBody, response: paid },
    async (request) => {
      const user = requireUser(request);
      const { certificates = [], services = [] } = request.body;
      if (!certificates.length && !services.length) throw badRequest({ certificates: 'cabinet.nothingToBuy' }, 'cabinet.nothingToBuy');
      const client = await clientOfUser(app.db, user.id);
      const referralPartnerId = await attributedPartner(app.db, client.id, request.body.partnerId);
      const orderId = await sellBasket(app.db, null, {
        referralPartnerId,
        lines: certificates,
        services: services.map((service) => service.id),
        client,
        legal: null,
        paymentType: 'CABINET',
        soldOnline: true,
      });
      return startPayment(app.db, app.providers, 'sberbank', orderId, resultLink, request.language);
    });
};

export default merchantRoutes;
