/** The declared resources the server serves; a resource with hooks or custom routes names its module here. */
import type { FastifyPluginAsync } from 'fastify';
import { DECLARED_RESOURCES } from '../../common/resources';
import type { ServerResource } from './hooks';
import { serverResource } from './hooks';
import { declaredRoutes } from './routes';
import servicesResource from '../modules/services/resource';
import subdivisionsResource from '../modules/subdivisions/resource';
import loaderResource from '../modules/loader/resource';
import invitationsResource from '../modules/invitations/resource';
import blockReasonsResource from '../modules/block-reasons/resource';

const WITH_EXTRAS: readonly ServerResource[] = [servicesResource, subdivisionsResource, loaderResource, invitationsResource, blockReasonsResource];

const serverResources = DECLARED_RESOURCES.map(
  (d) => WITH_EXTRAS.find((extra) => extra.declaration === d) ?? serverResource(d),
);

export const declaredModules: FastifyPluginAsync[] = serverResources.map((resource) => declaredRoutes(resource) as FastifyPluginAsync);
