/**
 * The server side of the declared receipts (common/resources/cashbox.ts, M4): beside the generated history (GET
 * /receipt) and receipt (GET /receipt/{id}), PUT /receipt issues the sale receipt of a paid order with the VAT the
 * admin chose, GET /receipt/all answers one order's receipts, GET /receipt/{id}/pdf downloads one, and the public
 * GET /receipt/check opens a fiscalised receipt by its fiscal attributes (the sandbox register's receipt URL).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cashbox } from '../../../common/resources/cashbox';
import { named } from '../../http/named';
import { errorReplies } from '../../http/list';
import { sendPdf } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { serverResource } from '../../resources/hooks';
import { readRecord, recordsOf } from '../../resources/records';
import { idParams, recordSchema } from '../../resources/schemas';
import { issueReceipt } from './issue';
import { receiptPdf } from './pdf';

const TAGS = [cashbox.name];
const Uuid = Type.String({ format: 'uuid' });
const Receipt = recordSchema(cashbox, true);
const ReceiptIssue = named('ReceiptIssue', Type.Object(
  {
    order_id: Type.String({ format: 'uuid', description: 'The paid order the receipt is for' }),
    vat: Type.Boolean({ description: "true: 20 % VAT inside the price; false: 'Без НДС' (the desk's switch says 'Без НДС', so it sends its inverse)" }),
  },
  { additionalProperties: false },
));
const OrderQuery = Type.Object({ order_id: Uuid }, { additionalProperties: false });
const CheckQuery = Type.Object({ fn: Type.String({ pattern: '^\\d{16}$' }), i: Type.Integer({ minimum: 1 }), fp: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const pdf = { 200: Type.String({ contentMediaType: 'application/pdf' }), ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create') => ({ access: { resource: cashbox.name, action } });

const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const resource = { declaration: cashbox };

  app.put(
    '/receipt',
    {
      config: access('create'),
      schema: {
        tags: TAGS, summary: 'M4: issues the sale receipt of a paid order (201; the same receipt again: 200)',
        description: 'Queued for the fiscal register and fiscalised in the background: `status` and `receipt_url` follow in GET /receipt/{id}. One sale receipt per payment: asked again with the same VAT it answers the existing receipt, with another VAT 409.',
        body: ReceiptIssue, response: { 200: Receipt, 201: Receipt, ...errorReplies, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const { receipt, created } = await issueReceipt(app.db, request.body, requireUser(request).id);
      return reply.status(created ? 201 : 200).send(await readRecord(app.db, resource, receipt.id, request));
    },
  );

  app.get(
    '/receipt/all',
    { config: access('list'), schema: { tags: TAGS, summary: "M4: every receipt of one order (its sale and refund receipts), oldest first", querystring: OrderQuery, response: { 200: Type.Array(Receipt), ...errorReplies } } },
    async (request) => {
      const rows = await app.db.selectFrom('fiscal_receipts').selectAll().where('order_id', '=', request.query.order_id).orderBy('created_at').orderBy('number').execute();
      return recordsOf(app.db, resource, rows, request, true);
    },
  );

  app.get(
    '/receipt/:id/pdf',
    { config: access('show'), schema: { tags: TAGS, summary: 'M4: the receipt as PDF (its fiscal data once fiscalised)', params: idParams, response: pdf } },
    async (request, reply) => sendPdf(reply, await receiptPdf(app.db, { id: request.params.id }, request.language)),
  );

  app.get(
    '/receipt/check',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: "M4: a fiscalised receipt's public page by its ФН, ФД and ФП (what an OFD's check link carries)", querystring: CheckQuery, response: pdf },
    },
    async (request, reply) => sendPdf(reply, await receiptPdf(app.db, { fn: request.query.fn, fd: request.query.i, fp: request.query.fp }, request.language)),
  );
};

export default serverResource(cashbox, {
  custom: receiptRoutes,
  summaries: {
    list: "M4: the cash desk's receipts, newest first: date, tariff, amount, VAT, kind and status",
    one: 'M4: one receipt with its fiscal data and the register URL',
  },
});
