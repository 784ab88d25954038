/** The admin's signing routes besides the generated list, one and delete (M5): a new order, a file, the person search. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { phoneSearchDigits } from '../../../common/phone';
import { signatures } from '../../../common/resources/signatures';
import { notFound } from '../../http/errors';
import { created, errors, ok, routeTable } from '../../http/route';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { readRecord } from '../../resources/records';
import { recordSchema } from '../../resources/schemas';
import { OWNER_KIND, createSignOrder } from './orders';
import { FileParams, FoundUser, UserSearchQuery } from './schemas';
import { signatureHooks } from './hooks';
import { readSignOrderForm } from './upload';

const SignOrder = recordSchema(signatures, true);
const answering = { declaration: signatures, hooks: signatureHooks };

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  const route = routeTable(app, { tags: ['signatures'], resource: signatures.name });

  route.post('/v2/signature', 'create', 'M5: send PDFs to a person by phone for signing (multipart: phone, files; name, email, user_id optional)', {
    description: 'Up to 10 PDFs under 10 MB each, checked by content. The order is SENT at once: the link (an unguessable token, valid 7 days) goes by SMS through the outbox and appears in the SMS log; counted in the sender’s message limit (429).',
    consumes: ['multipart/form-data'],
    response: created(SignOrder, 413, 429),
  }, async (request, reply) => {
    const user = requireUser(request);
    const form = await readSignOrderForm(request);
    const sender = await app.db.selectFrom('users').select(['id', 'name']).where('id', '=', user.id).executeTakeFirstOrThrow();
    const id = await createSignOrder(app, form, sender, request.language);
    return reply.status(201).send(await readRecord(app.db, answering, id, request));
  });

  route.get('/v2/file/:id', 'show', "M5: download a sign order's file or its signed sheet", {
    params: FileParams, response: { 200: Type.String({ contentMediaType: 'application/pdf' }), ...errors(404) },
  }, async (request, reply) => {
    const file = await app.files.read(request.params.id);
    if (file.ownerKind !== OWNER_KIND) throw notFound();
    return reply.type('application/pdf').header('content-disposition', attachment(file.originalName)).send(file.data);
  });

  route.get('/v2/search/user', 'create', 'M5: find the person to send documents to, by name, phone or e-mail (at most 10)', {
    querystring: UserSearchQuery, response: ok(Type.Array(FoundUser)),
  }, async (request) => {
    const q = request.query.q.trim();
    const digits = phoneSearchDigits(q);
    const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
    return app.db.selectFrom('users').select(['id', 'name', 'phone', 'email'])
      .where('blocked', '=', false)
      .where((eb) => eb.or([
        eb('name', 'ilike', like), eb('email', 'ilike', like),
        ...(digits.length >= 3 ? [eb('phone', 'like', sql<string>`${`%${digits}%`}`)] : []),
      ]))
      .orderBy('name').limit(10).execute();
  });
};

export default adminRoutes;
