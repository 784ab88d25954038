/**
 * Every migration: `server/db/migrations/<NNNN-name>.ts`, found by tools/build/registries.mjs (never edit an
 * applied one; a new one is in by being there).
 */
export { migrations } from './registry.generated';
