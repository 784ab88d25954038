import type { FastifyPluginAsync } from 'fastify';
import { declaredModules } from '../resources';
import { domainModules } from './registry.generated';

/**
 * Every API module, mounted under /gw: each domain's plugin (`server/modules/<domain>/index.ts`, or its `routes.ts`
 * where it has no index), found by tools/build/registries.mjs, and the declared resources' routes.
 */
export const apiModules: FastifyPluginAsync[] = [...domainModules, ...declaredModules];
