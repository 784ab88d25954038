import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Cabinet } from '../../common/roles';
import type { CabinetTexts } from '../i18n/catalogues';

/** What a folder module src/resources/<name>/index.ts exports: spread into <Resource>. */
export type ResourceModule = Omit<ResourceProps, 'name'>;

/**
 * One section of a cabinet: a built resource, a screen not built yet that shows the placeholder, or
 * screens mounted at an address that is not /<resource> (e.g. the clients table at /staff/users).
 */
export type CabinetSection =
  | { resource: string; module: ResourceModule }
  | {
      placeholder: string;
      /** Who may open it (common/access.ts), as its menu entry asks: the others get the access-denied page. */
      access: { resource: string; action: string };
    }
  | {
      path: string;
      element: ReactElement;
      /** A public page (e.g. registration by invitation): outside the layout, reachable without signing in. */
      noLayout?: boolean;
    };

export interface CabinetDefinition {
  cabinet: Cabinet;
  /** The texts its screens show, one language at a time (its <name>Texts.ts). */
  texts: CabinetTexts;
  sections: readonly CabinetSection[];
  /** Section roots that open a first page (path → target). */
  redirects?: Readonly<Record<string, string>>;
  /** A record's history under each generated edit form (the audit's, in the sales cabinet); none when absent. */
  recordHistory?: ComponentType<{ recordId: string }>;
}
