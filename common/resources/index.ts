/**
 * Every declared resource: each `common/resources/<name>.ts` (exporting `<name>`) is found by
 * tools/build/registries.mjs, which writes registry.generated.ts; a new declaration is in by being there.
 */
import type { ResourceDeclaration } from '../resource';
import { declarations } from './registry.generated';

export const DECLARED_RESOURCES: readonly ResourceDeclaration[] = Object.values(declarations);
