import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import consultationRoutes from './consultation-routes';
import supportRoutes from './support-routes';

/** I1–I5: consultations (clients) and the support line (agents), answered by the back office. */
const consultations: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  await app.register(consultationRoutes);
  await app.register(supportRoutes);
};

export default consultations;
