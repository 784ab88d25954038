import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { lookupCompany } from './company';
import { createCreditSale } from './credit';
import { createSale } from './sale-service';
import { CompanyParams, CompanyReply, CreditSaleBody, SaleBody, SaleReply } from './schemas';

const TAGS = ['sales'];
const saleErrors = { ...errorReplies, 409: Type.Ref('ErrorBody') };

/** The sale (D1), the credit sale (D2) and the company lookup (D3). */
const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/certificates',
    {
      config: { access: { resource: 'certificates', action: 'create' } },
      schema: {
        tags: TAGS,
        summary: 'Sell a certificate: client by phone, promo code, price, PENDING certificate and an order to pay',
        body: SaleBody,
        response: { 201: SaleReply, ...saleErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createSale(app.db, requireUser(request), request.body)),
  );

  app.post(
    '/v2/certificates',
    {
      config: { access: { resource: 'certificates', action: 'create' } },
      schema: {
        tags: TAGS,
        summary: 'Credit sale (BRUTTO agents): the certificate with its instalment schedule in credit',
        body: CreditSaleBody,
        response: { 201: SaleReply, ...saleErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCreditSale(app.db, requireUser(request), request.body)),
  );

  app.get(
    '/certificates/info/:id',
    {
      config: { access: { resource: 'certificates', action: 'create' } },
      schema: {
        tags: TAGS,
        summary: 'Company details by INN or OGRN (check digits verified) from the company register',
        params: CompanyParams,
        response: { 200: CompanyReply, ...errorReplies, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => lookupCompany(app.providers.companies, request.params.id),
  );
};

export default salesRoutes;
