/**
 * The declarations as the SPA reads them up front: each one's summary (`ResourceSummary`: name, path, access, owner,
 * menu, operations…, no fields), for the access matrix, the menu, the cabinets' sections and the dataProvider's paths.
 * The SPA's build makes them so (tools/build/declaration-summaries.ts), and a declaration's fields load with its
 * screens or its first create or update (`declarationOf`); the server's are the whole declarations (index.ts).
 */
import type { ResourceDeclaration, ResourceSummary } from '../resource';
import { summaries } from './summaries.generated';

export { summaries };

export const DECLARED_SUMMARIES: readonly ResourceSummary[] = Object.values(summaries);

/** A declaration's file name by its resource name (`certificates-registers` is certificateRegisters.ts). */
const files = new Map(Object.entries(summaries).map(([file, summary]) => [summary.name, file]));

const isWhole = (d: ResourceSummary): d is ResourceDeclaration => 'fields' in d;

/**
 * The whole declaration of a summary, its fields loaded when first asked for; a whole one (a test's fixture) is itself.
 * The loaders come in a chunk of their own too: each is a lazy import with its chunk's list of what to preload,
 * which weighed ~40 bytes gzipped per declaration on every first screen.
 */
export async function declarationOf(d: ResourceSummary): Promise<ResourceDeclaration> {
  if (isWhole(d)) return d;
  const file = files.get(d.name);
  if (!file) throw new Error(`${d.name} is no declaration of common/resources`);
  const { declarationLoaders } = await import('./loaders.generated');
  return declarationLoaders[file]!();
}
