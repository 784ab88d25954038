/** The signer's public routes (M5): reached by the link's token only, rate limited per address. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { errors, ok } from '../../http/route';
import { routeTable } from '../../http/route';
import { attachment } from '../../pdf/pdf';
import { CodeSentReply } from '../auth/codes/schemas';
import { type SignOrderRow, filesOf, orderByToken } from './orders';
import { PublicSignOrder, SignBody, TokenFileParams, TokenParams } from './schemas';
import { declineOrder, sendSignCode, signOrder } from './signing';

const LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const iso = (date: Date | null) => (date ? date.toISOString() : null);

const signerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['signatures'] });

  const publicView = async (order: SignOrderRow) => {
    const sender = order.sender_id ? await app.db.selectFrom('users').select('name').where('id', '=', order.sender_id).executeTakeFirst() : undefined;
    return {
      status: order.status, phone: `•••${order.phone.slice(-4)}`, name: order.name, sender: sender?.name ?? null,
      created_at: order.created_at.toISOString(), expires_at: new Date(order.expires_at).toISOString(),
      signed_at: iso(order.signed_at), declined_at: iso(order.declined_at),
      files: (await filesOf(app.db, [order.id])).get(order.id) ?? [], sheet_file_id: order.sheet_file_id,
    };
  };

  route.get('/signature/public/:token', 'public', 'M5: the sign order a link names, for the signer', {
    security: [], params: TokenParams, response: ok(PublicSignOrder, 404),
  }, async (request) => publicView(await orderByToken(app.db, request.params.token)), LIMIT);

  route.get('/signature/public/:token/files/:fileId', 'public', "M5: one of the order's files, or its signed sheet, for the signer", {
    security: [], params: TokenFileParams, response: { 200: Type.String({ contentMediaType: 'application/pdf' }), ...errors(404) },
  }, async (request, reply) => {
    const order = await orderByToken(app.db, request.params.token);
    const file = await app.files.read(request.params.fileId).catch(() => null);
    if (!file || file.ownerKind !== 'sign-order' || file.ownerId !== order.id) throw notFound();
    return reply.type('application/pdf').header('content-disposition', attachment(file.originalName)).send(file.data);
  }, LIMIT);

  route.post('/signature/public/:token/code', 'public', 'M5: send the signing code to the order’s phone', {
    description: '6 digits by SMS, valid 10 minutes, 5 attempts; a new code after 60 s; 5 codes per phone and per address an hour (429). 409 once signed or declined, 410 once expired.',
    security: [], params: TokenParams, response: ok(CodeSentReply, 404, 409, 410, 429),
  }, async (request) => sendSignCode(app, await orderByToken(app.db, request.params.token), request), LIMIT);

  route.post('/signature/public/:token/sign', 'public', 'M5: sign the documents with the SMS code', {
    description: 'Records the code’s hash (never the code), the time, the address, the user agent and each file’s SHA-256, and writes the signed sheet (PDF). A wrong code spends an attempt (400); a used code is refused.',
    security: [], params: TokenParams, body: SignBody, response: ok(PublicSignOrder, 404, 409, 410),
  }, async (request) => {
    await signOrder(app, await orderByToken(app.db, request.params.token), request.body.codeId, request.body.code, request);
    return publicView(await orderByToken(app.db, request.params.token));
  }, LIMIT);

  route.post('/signature/public/:token/decline', 'public', 'M5: decline to sign', {
    security: [], params: TokenParams, response: ok(PublicSignOrder, 404, 409, 410),
  }, async (request) => {
    await declineOrder(app, await orderByToken(app.db, request.params.token), request);
    return publicView(await orderByToken(app.db, request.params.token));
  }, LIMIT);
};

export default signerRoutes;
