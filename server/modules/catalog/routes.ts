import type { FastifyPluginAsync } from 'fastify';
import catalogRatesRoutes from './rates-routes';
import catalogServicesRoutes from './services-routes';

/** The public catalogue (K3). Each part (services, rates) is its own plugin, added here. */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogServicesRoutes);
  await app.register(catalogRatesRoutes);
};

export default catalogRoutes;
