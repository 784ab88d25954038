import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import type { Language } from '../../i18n/messages';
import { sendPdf } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { CertificateId } from './card-schemas';
import { type RenderedDocument, certificatePdf, policyPdf, receiptPdf } from './documents';
import { assertCertificateAccess } from './ownership';
import { orderReceiptPdf } from '../client-cabinet/receipt';
import { notFound } from '../../http/errors';

const OrderOfCertificate = Type.Object({ id: Type.String({ format: 'uuid' }), orderId: Type.String({ format: 'uuid' }) });

const pdfReply = {
  200: Type.String({ contentMediaType: 'application/pdf', description: 'The PDF file' }),
  ...errorReplies,
  404: Type.Ref('ErrorBody'),
};

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

  /** A document of a certificate the caller may see. */
  const documentRoute = (url: string, summary: string, render: (id: string, language: Language) => Promise<RenderedDocument>) =>
    app.get(url, { config: show, schema: { tags: ['certificates'], summary, params: CertificateId, response: pdfReply } }, async (request, reply) => {
      await assertCertificateAccess(app.db, requireUser(request), request.params.id, 'show');
      return sendPdf(reply, await render(request.params.id, request.language));
    });
  documentRoute('/certificates/check/:id', 'The payment check of the certificate as PDF', (id, language) => receiptPdf(app.db, id, language));
  app.get(
    '/certificates/:id/orders/:orderId/receipt',
    {
      config: show,
      schema: { tags: ['certificates'], summary: "C7: the receipt of a certificate's paid order as PDF (its payment row's document)", params: OrderOfCertificate, response: pdfReply },
    },
    async (request, reply) => {
      await assertCertificateAccess(app.db, requireUser(request), request.params.id, 'show');
      const order = await app.db.selectFrom('orders').select('id').where('id', '=', request.params.orderId).where('certificate_id', '=', request.params.id).executeTakeFirst();
      if (!order) throw notFound();
      return sendPdf(reply, await orderReceiptPdf(app.db, order.id, request.language));
    },
  );
  documentRoute('/euroins/:id/pdf', "The insurer's policy of the certificate as PDF", (id, language) => policyPdf(app.db, id, language));
};

export default documentRoutes;
