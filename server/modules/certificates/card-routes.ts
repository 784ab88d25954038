import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { BlockState, CertificateCard, CertificateId, CertificatePatch } from './card-schemas';
import { detachAutopay } from './autopay';
import { changeBlock } from './block-change';
import { actorOf } from '../../audit/record';
import { deleteCertificate, getCertificateCard } from './card-service';
import { assertCertificateAccess } from './ownership';

const TAGS = ['certificates'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };

/** The certificate card (C6–C10): read, block and unblock, delete (ADMIN), autopay cancel. */
const cardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/certificates/:id',
    {
      config: { access: { resource: 'certificates', action: 'show' } },
      schema: { tags: TAGS, summary: 'The certificate card with its tariff, client and orders', params: CertificateId, response: { 200: CertificateCard, ...recordErrors } },
    },
    async (request) => {
      const user = requireUser(request);
      await assertCertificateAccess(app.db, user, request.params.id, 'show');
      return getCertificateCard(app.db, request.params.id, request.language, user);
    },
  );

  app.patch(
    '/certificates/:id',
    {
      config: { access: { resource: 'certificates', action: 'edit' } },
      schema: {
        tags: TAGS,
        summary: 'Block ({blocked: true, blocked_type}), unblock ({blocked: false}) or move the block date ({block_date}); a block set by a higher authority is 403',
        params: CertificateId,
        body: CertificatePatch,
        response: { 200: BlockState, ...recordErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await assertCertificateAccess(app.db, user, request.params.id, 'edit');
      return changeBlock(app.db, user, request.params.id, request.body, request.language, actorOf(request));
    },
  );

  app.delete(
    '/certificates/:id',
    {
      config: { access: { resource: 'certificates', action: 'delete' } },
      schema: { tags: TAGS, summary: 'Delete a certificate (ADMIN only)', params: CertificateId, response: { 204: Type.Null(), ...recordErrors } },
    },
    async (request, reply) => {
      await deleteCertificate(app.db, request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/orders/detach/:id',
    {
      config: { access: { resource: 'autopay', action: 'cancel' } },
      schema: {
        tags: TAGS,
        summary: "Cancel autopay of a certificate ({id} is the certificate): an admin, or the certificate's own client; never the seller",
        params: CertificateId,
        response: { 200: Type.Object({ id: Type.String(), isAutoPay: Type.Boolean() }), ...recordErrors },
      },
    },
    async (request) => detachAutopay(app.db, requireUser(request), request.params.id),
  );
};

export default cardRoutes;
