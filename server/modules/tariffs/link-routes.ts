import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { routeTable } from '../../http/route';
import { cloneTariff, setPartnerPrice } from './clone';
import { attachServices, detachServices, syncServices } from './relations';
import { tariffs } from '../../../common/resources/tariffs';
import { readRecord } from '../../resources/records';
import { fieldSchema, recordSchema } from '../../resources/schemas';
import { tariffHooks } from './hooks';
import { PartnerPrice, PartnerPriceInput, ServiceIds, ServiceLinks, TariffId } from './schemas';

const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
// the attached set as the tariff's record answers it (common/resources/tariffs.ts `services`)
const ServicesReply = { 200: fieldSchema(tariffs.fields.services), ...recordErrors };
const Tariff = recordSchema(tariffs, true);

/** Clone (F3), partner price (F4) and the tariff's services (F5); ADMIN only. */
const tariffLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['tariffs'], resource: 'tariffs' });

  route.post('/rates/clone/:id', 'clone', "Copy a tariff as 'Копия <name>' with code '<code>_COPY' (then _COPY2…), its services and partner prices",
    { params: TariffId, response: { 201: Tariff, ...recordErrors } },
    async (request, reply) => {
      const copyId = await cloneTariff(app.db, request.params.id);
      return reply.status(201).send(await readRecord(app.db, { declaration: tariffs, hooks: tariffHooks }, copyId, request));
    });

  route.post('/price', 'price', "Set a partner's price of a tariff (rounded to 2 decimals); attaches the partner when needed",
    { body: PartnerPriceInput, response: { 200: PartnerPrice, ...recordErrors } },
    async (request) => setPartnerPrice(app.db, request.body));

  route.post('/rates/:id/services/attach', 'edit', 'Attach services (or update the limits of attached ones); answers the attached set',
    { params: TariffId, body: ServiceLinks, response: ServicesReply },
    async (request) => attachServices(app.db, request.params.id, request.body.services, request.language));

  route.post('/rates/:id/services/detach', 'edit', 'Detach services by id; answers the attached set',
    { params: TariffId, body: ServiceIds, response: ServicesReply },
    async (request) => detachServices(app.db, request.params.id, request.body.ids, request.language));

  route.post('/rates/:id/services/sync', 'edit', "Make the given services the tariff's whole set (others are detached); answers the attached set",
    { params: TariffId, body: ServiceLinks, response: ServicesReply },
    async (request) => syncServices(app.db, request.params.id, request.body.services, request.language));
};

export default tariffLinkRoutes;
