import { type ComponentType, type ReactElement, createElement, lazy } from 'react';
import type { ResourceSummary } from '../../common/resource';
import { DECLARED_SUMMARIES, declarationOf } from '../../common/resources/summaries';
import type { Cabinet } from '../../common/roles';
import { screenTexts } from '../i18n/screenTexts';
import { DECLARED_ICONS } from '../resources/declared/icons';
import { pageRoutes, recordPage } from '../resources/declared/pageRoutes';
import { type DeclaredViews, declaredViews } from '../resources/declared/declaredViews';
import { resourceRoutes } from './sectionRoutes';
import type { CabinetSection, ResourceModule } from './types';

type Screen = 'list' | 'edit' | 'create' | 'show';

/**
 * Every `src/resources/<folder>/views.ts(x)` (`export const views = declaredViews(<declaration>, …)`), by resource name.
 * Eager, so the cabinet knows each resource's screens up front; the modules only point at lazily loaded code.
 */
const viewModules = import.meta.glob<{ views: DeclaredViews }>('../resources/*/views.{ts,tsx}', { eager: true });
export const DECLARED_VIEWS: ReadonlyMap<string, DeclaredViews> = new Map(
  Object.values(viewModules).map(({ views }) => [views.declaration.name, views]),
);

/** The screens a resource's views module makes (its options), or the ones its whole declaration alone makes. */
const screensOf = (views: DeclaredViews) =>
  views.screens?.() ??
  Promise.all([import('../resources/declared'), declarationOf(views.declaration)]).then(([{ declaredScreens }, d]) => ({ screens: declaredScreens(d) }));

/** The views' own screen, or the generated one, loaded when first shown (with its texts). */
function screenOf(views: DeclaredViews, screen: Screen): ComponentType {
  return (
    views[screen] ??
    lazy(() => Promise.all([screensOf(views), screenTexts()]).then(([{ screens }]) => ({ default: screens[screen] as ComponentType })))
  );
}

/** Sections the cabinets' own files do not list: each made here, for a declared resource (tests/spa/declared-sections.test.ts). */
const generated = new WeakSet<CabinetSection>();
const made = (sections: CabinetSection[]) => {
  for (const section of sections) generated.add(section);
  return sections;
};

/** Was the section made from a declaration (not listed by hand in a cabinet's file)? */
export const isDeclaredSection = (section: CabinetSection) => generated.has(section);

/**
 * A declared resource's section: its screens at /<name> (or at its declared `page`), or, for a list at its menu's own
 * address (`menu.route`, e.g. /staff/journal, /partners/subdivisions), the list there and its record page below it.
 */
export function declaredSections(views: DeclaredViews): CabinetSection[] {
  const d = views.declaration;
  const own: ResourceModule = { icon: d.menu ? DECLARED_ICONS[d.menu.icon] : undefined, recordRepresentation: d.representation };
  if (views.routes && d.menu?.route) return made([{ resource: d.name, module: own }, { path: d.menu.route, element: createElement(views.routes) }]);
  const on = (op: 'create' | 'update') => d.operations?.[op] !== false;
  const list = screenOf(views, 'list');
  const edit = on('update') ? screenOf(views, 'edit') : undefined;
  const create = on('create') ? screenOf(views, 'create') : undefined;
  const route = d.menu?.route;
  if (route) {
    // a resource created but never edited (a generation job, M6) has only the new record's form, at <route>/new;
    // a read-only record (no edit) opens its Show view at <route>/<id> (a cash desk receipt, /cashbox-history/{id})
    const show = d.show ? screenOf(views, 'show') : undefined;
    const page: Record<string, ReactElement> = edit
      ? { [d.page ? `${d.page}/:id?/*` : ':id/*']: recordPage(d, edit, create) }
      : { ...(create ? { new: recordPage(d, create, create) } : {}), ...(show ? { ':id/*': createElement(show) } : {}) };
    return made([
      { resource: d.name, module: own },
      { path: route, element: resourceRoutes(d.name, { '': createElement(list), ...page }) },
    ]);
  }
  // at a declared record page, Create and Edit are routes of their own, not react-admin's
  const screens = d.page && edit ? { children: pageRoutes(d, edit, create) } : { ...(edit ? { edit } : {}), ...(create ? { create } : {}) };
  return made([{ resource: d.name, module: { list, ...screens, ...(d.show ? { show: screenOf(views, 'show') } : {}), ...own } }]);
}

/** The views of a declaration: its module's, or none (every screen generated). */
export const viewsOf = (d: ResourceSummary, views: ReadonlyMap<string, DeclaredViews> = DECLARED_VIEWS) =>
  views.get(d.name) ?? declaredViews(d);

/**
 * A cabinet's sections with those of every declared resource its menu puts there (`menu.cabinets`): a cabinet's file
 * lists only what is not declared; a declared resource changes its screens by its views (src/resources/<folder>/views.ts).
 */
export function withDeclaredSections(
  cabinet: Cabinet,
  sections: readonly CabinetSection[],
  declarations: readonly ResourceSummary[] = DECLARED_SUMMARIES,
): CabinetSection[] {
  const declared = declarations.filter((d) => d.menu?.cabinets.includes(cabinet)).flatMap((d) => declaredSections(viewsOf(d)));
  return [...sections, ...declared];
}
