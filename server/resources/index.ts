/** The declared resources the server serves; a resource with hooks or custom routes names its module in modules.ts. */
import type { FastifyPluginAsync } from 'fastify';
import { DECLARED_RESOURCES } from '../../common/resources';
import { serverResource } from './hooks';
import { RESOURCE_MODULES } from './modules';
import { declaredRoutes } from './routes';

const serverResources = DECLARED_RESOURCES.map(
  (d) => RESOURCE_MODULES.find((extra) => extra.declaration === d) ?? serverResource(d),
);

export const declaredModules: FastifyPluginAsync[] = serverResources.map((resource) => declaredRoutes(resource) as FastifyPluginAsync);
