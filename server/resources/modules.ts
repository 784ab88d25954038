/**
 * The server parts of declared resources with hooks or custom routes: `server/modules/<domain>/resource.ts`
 * (or `*-resource.ts`), found by tools/build/registries.mjs.
 */
export { RESOURCE_MODULES } from './modules.generated';
