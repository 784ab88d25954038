import type { ResourceProps } from 'react-admin';
import type { Cabinet } from '../../common/roles';

/** What a folder module src/resources/<name>/index.ts exports: spread into <Resource>. */
export type ResourceModule = Omit<ResourceProps, 'name'>;

/** One section of a cabinet: a built resource, or a screen not built yet that shows the placeholder. */
export type CabinetSection = { resource: string; module: ResourceModule } | { placeholder: string };

export interface CabinetDefinition {
  cabinet: Cabinet;
  sections: readonly CabinetSection[];
  /** Section roots that open a first page (path → target). */
  redirects?: Readonly<Record<string, string>>;
}
