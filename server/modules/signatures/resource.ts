/**
 * The server side of the declared sign orders (common/resources/signatures.ts, M5): the generated list, one and delete
 * with their hooks, the admin's multipart create, file and person search, and the signer's public routes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signatures } from '../../../common/resources/signatures';
import { serverResource } from '../../resources/hooks';
import adminRoutes from './admin-routes';
import { signatureHooks } from './hooks';
import signerRoutes from './signer-routes';

const custom: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(adminRoutes);
  await app.register(signerRoutes);
};

export default serverResource(signatures, {
  custom,
  hooks: signatureHooks,
  summaries: {
    list: 'M5: sign orders, newest first: the person, the status, the files; search by phone or name',
    one: 'M5: one sign order with its files (SHA-256) and the signature record (time, address, user agent, the signed sheet)',
    delete: 'M5: delete an order that is not signed (409 once signed: the signature record is kept)',
  },
});
