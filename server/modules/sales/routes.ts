import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { lookupCompany } from './company';
import { createCreditSale } from './credit';
import { createSale } from './sale-service';
import { CompanyParams, CompanyReply, CreditSaleBody, SaleBody, SaleReply } from './schemas';

/** The sale (D1), the credit sale (D2) and the company lookup (D3). */
const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // selling is creating a certificate: every call here is the matrix's certificates.create
  const route = routeTable(app, { tags: ['sales'], resource: 'certificates' });

  route.post('/certificates', 'create', 'Sell a certificate: client by phone, promo code, price, PENDING certificate and an order to pay',
    { body: SaleBody, response: created(SaleReply, 409) },
    async (request, reply) => reply.status(201).send(await createSale(app.db, requireUser(request), request.body)));

  route.post('/v2/certificates', 'create', 'Credit sale (BRUTTO agents): the certificate with its instalment schedule in credit',
    { body: CreditSaleBody, response: created(SaleReply, 409) },
    async (request, reply) => reply.status(201).send(await createCreditSale(app.db, requireUser(request), request.body)));

  route.get('/certificates/info/:id', 'create', 'Company details by INN or OGRN (check digits verified) from the company register',
    { params: CompanyParams, response: ok(CompanyReply, 404) },
    async (request) => lookupCompany(app.providers.companies, request.params.id));
};

export default salesRoutes;
