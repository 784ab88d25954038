import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { CertificateId } from './card-schemas';
import { type RenderedDocument, certificatePdf, policyPdf, receiptPdf } from './documents';
import { assertCertificateAccess } from './ownership';

const pdfReply = {
  200: Type.String({ contentMediaType: 'application/pdf', description: 'The PDF file' }),
  ...errorReplies,
  404: Type.Ref('ErrorBody'),
};

function sendPdf(reply: FastifyReply, document: RenderedDocument) {
  return reply.type('application/pdf').header('content-disposition', attachment(document.fileName)).send(document.content);
}

/** Certificate documents (C12): the certificate, its payment check and the insurer's policy, as PDF. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const show = { access: { resource: 'certificates', action: 'show' } } as const;

  app.get(
    '/certificates/:id/pdf',
    {
      config: show,
      schema: {
        tags: ['certificates'],
        summary: "The certificate as PDF; password_need=1 locks it with the last 4 digits of the client's phone",
        params: CertificateId,
        querystring: Type.Object({ password_need: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])) }),
        response: pdfReply,
      },
    },
    async (request, reply) => {
      await assertCertificateAccess(app.db, requireUser(request), request.params.id, 'show');
      return sendPdf(reply, await certificatePdf(app.db, request.params.id, request.language, request.query.password_need === 1));
    },
  );

  app.get(
    '/certificates/check/:id',
    { config: show, schema: { tags: ['certificates'], summary: 'The payment check of the certificate as PDF', params: CertificateId, response: pdfReply } },
    async (request, reply) => {
      await assertCertificateAccess(app.db, requireUser(request), request.params.id, 'show');
      return sendPdf(reply, await receiptPdf(app.db, request.params.id, request.language));
    },
  );

  app.get(
    '/euroins/:id/pdf',
    { config: show, schema: { tags: ['certificates'], summary: "The insurer's policy of the certificate as PDF", params: CertificateId, response: pdfReply } },
    async (request, reply) => {
      await assertCertificateAccess(app.db, requireUser(request), request.params.id, 'show');
      return sendPdf(reply, await policyPdf(app.db, request.params.id, request.language));
    },
  );
};

export default documentRoutes;
