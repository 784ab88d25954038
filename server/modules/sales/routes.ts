import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { lookupCompany } from './company';
import { createCreditSale } from './credit';
import { assertSenderMaySend } from '../../providers/messages/limits';
import { sendSaleSms } from './sale-sms';
import { createSale } from './sale-service';
import { countBusiness } from '../../ops/metrics';
import { CompanyParams, CompanyReply, CreditSaleBody, SaleBody, SaleReply } from './schemas';

/** The sale (D1), the credit sale (D2) and the company lookup (D3). */
const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // selling is creating a certificate: every call here is the matrix's certificates.create
  const route = routeTable(app, { tags: ['sales'], resource: 'certificates' });

  route.post('/certificates', 'create', 'Sell a certificate: client by phone, promo code, price, PENDING certificate and an order to pay',
    {
      description: "send_sms: the client gets an SMS of the sale (number, tariff, sum, the client cabinet's address), counted in the sender's message limits: a sender over them is refused (429) before the sale.",
      body: SaleBody,
      response: created(SaleReply, 409, 429),
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.body.send_sms) await assertSenderMaySend(app.db, user.id);
      const sale = await createSale(app.db, user, request.body);
      countBusiness(app.db, 'sale');
      // the sale stands whatever the gateway does; a message that could not go is logged
      if (request.body.send_sms) await sendSaleSms(app, sale, user.id, request.language).catch((error: unknown) => request.log.error({ err: error }, 'the sale SMS could not be sent'));
      return reply.status(201).send(sale);
    });

  route.post('/v2/certificates', 'create', 'Credit sale (BRUTTO agents): the certificate with its instalment schedule in credit',
    { body: CreditSaleBody, response: created(SaleReply, 409) },
    async (request, reply) => {
      const sale = await createCreditSale(app.db, requireUser(request), request.body);
      countBusiness(app.db, 'sale');
      return reply.status(201).send(sale);
    });

  route.get('/certificates/info/:id', 'create', 'Company details by INN or OGRN (check digits verified) from the company register',
    { params: CompanyParams, response: ok(CompanyReply, 404) },
    async (request) => lookupCompany(app.providers.companies, request.params.id));
};

export default salesRoutes;
