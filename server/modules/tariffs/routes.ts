import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import tariffLinkRoutes from './link-routes';
import { Tariff, TariffId, TariffInput, TariffListQuery, TariffListReply } from './schemas';
import * as tariffs from './service';
import { pricedPartnerOf } from './shape';

const Uuid = Type.String({ format: 'uuid' });
const TAGS = ['tariffs'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: string) => ({ access: { resource: 'tariffs', action } });

export const TariffLookup = Type.Object({
  id: Uuid,
  name: Type.String(),
  code_name: Type.String(),
  cost: Type.Number(),
  period: Type.Integer(),
  meter: Type.Boolean(),
  min_meter: Type.Union([Type.Number(), Type.Null()]),
  auto_payment: Type.Boolean(),
  partial_payment: Type.Boolean(),
  post_payment: Type.Boolean(),
  rate_type: Type.String(),
  price: Type.Number({ description: "What the caller sells one tariff period at: its partner's price for agents other than BRUTTO, else cost" }),
});

/** Tariffs (F1–F3): the pickers' full list, the page, and the admin's CRUD; services and prices in ./link-routes. */
const tariffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/rates/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Every tariff, newest first, for pickers', response: { 200: Type.Array(TariffLookup), ...errorReplies } },
    },
    async (request) => {
      const partnerId = pricedPartnerOf(request.user);
      const rows = await app.db
        .selectFrom('rates')
        .leftJoin('rate_partners as rp', (join) => join.onRef('rp.rate_id', '=', 'rates.id').on('rp.partner_id', '=', partnerId))
        .select(['rates.id', 'name', 'code_name', 'cost', 'period', 'meter', 'min_meter', 'auto_payment', 'partial_payment', 'post_payment', 'rate_type', 'rp.partner_price'])
        .orderBy('rates.created_at', 'desc')
        .orderBy('name')
        .execute();
      // the sale form shows (and sends back as `cost`) the price the sale will charge: sales/seller.ts listPrice
      return rows.map(({ partner_price, ...row }) => ({ ...row, price: partner_price ?? row.cost }));
    },
  );

  app.get(
    '/rates',
    {
      config: access('list'),
      schema: {
        tags: TAGS,
        summary: "Tariffs page, newest first; agents (not BRUTTO) get their partner's partner_price; admin_comment only for ADMIN",
        querystring: TariffListQuery,
        response: { 200: TariffListReply, ...errorReplies },
      },
    },
    async (request) => tariffs.listTariffs(app.db, request.query, request.user),
  );

  app.get(
    '/rates/:id',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: "One tariff with its services and partners; not an ADMIN: only its own partner's terms, no admin_comment",
        params: TariffId,
        response: { 200: Tariff, ...recordErrors },
      },
    },
    async (request) => tariffs.findTariff(app.db, request.params.id, requireUser(request), request.language),
  );

  app.post(
    '/rates',
    {
      config: access('create'),
      schema: { tags: TAGS, summary: 'Create a tariff', body: TariffInput, response: { 201: Tariff, ...errorReplies, 409: Type.Ref('ErrorBody') } },
    },
    async (request, reply) => reply.status(201).send(await tariffs.saveTariff(app.db, null, request.body)),
  );

  app.put(
    '/rates/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Replace the editable fields of a tariff; partners, when given, become its whole partner set',
        params: TariffId,
        body: TariffInput,
        response: { 200: Tariff, ...recordErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => tariffs.saveTariff(app.db, request.params.id, request.body),
  );

  app.delete(
    '/rates/:id',
    {
      config: access('delete'),
      schema: {
        tags: TAGS,
        summary: 'Delete a tariff; 409 when certificates were sold on it',
        params: TariffId,
        response: { 200: Tariff, ...recordErrors, 409: Type.Ref('ErrorBody') },
      },
    },
    async (request) => tariffs.deleteTariff(app.db, request.params.id),
  );

  await app.register(tariffLinkRoutes);
};

export default tariffRoutes;
