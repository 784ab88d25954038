import type { ComponentType } from 'react';
import type { ResourceSummary } from '../../../common/resource';
import type { DeclaredScreens } from './index';

/**
 * What a declared resource changes in its generated screens, beside it in `src/resources/<folder>/views.ts`
 * (found by the cabinets, src/cabinets/declaredSections.ts). Every cabinet's first screen imports these modules,
 * so they hold no screen code, only loaders of it, and name their declaration by its summary (no fields).
 */
export interface DeclaredViews {
  declaration: ResourceSummary;
  /**
   * Its generated screens with its options (columns, actions, row buttons, filters, inputs, a form, tabs…): a module
   * exporting `screens = declaredScreens(<declaration>, { … })`, loaded with the first of them that is shown.
   */
  screens?: () => Promise<{ screens: DeclaredScreens }>;
  /** A whole screen in place of the generated one, loaded when shown (lazyScreen): a page over several resources. */
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
  /**
   * The whole section at the menu's route with its own addresses below it, in place of the generated list and record
   * page (the clients' table at /staff/users with the card at /staff/users/client/:id over it).
   */
  routes?: ComponentType;
}

/**
 * `export const views = declaredViews(summaries.services, { screens: () => import('./screens') })`: the resource's section in
 * every cabinet its menu names is made of these; a resource without a views module gets every screen generated.
 */
export const declaredViews = (declaration: ResourceSummary, views: Omit<DeclaredViews, 'declaration'> = {}): DeclaredViews => ({
  declaration,
  ...views,
});
