import type { FastifyPluginAsync } from 'fastify';
import systemRoutes from './system/routes';

/** Every API module, mounted under /gw. A new domain adds its routes plugin here. */
export const apiModules: FastifyPluginAsync[] = [systemRoutes];
