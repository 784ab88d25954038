import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import cardRoutes from './card-routes';
import documentRoutes from './documents-routes';
import limitRoutes from './limits';
import { listCertificates } from './list-service';
import { CertificateList, CertificateListQuery } from './schemas';

const certificateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['certificates'], resource: 'certificates' }).get('/certificates', 'list',
    'Certificate list (C1–C5): admins see all, agents their own; filters, sort and paging',
    { querystring: CertificateListQuery, response: ok(CertificateList) },
    async (request) => listCertificates(app.db, requireUser(request), request.query));
  await app.register(cardRoutes);
  await app.register(limitRoutes);
  await app.register(documentRoutes);
};

export default certificateRoutes;
