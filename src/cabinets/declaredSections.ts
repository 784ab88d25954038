import { createElement, lazy } from 'react';
import type { ResourceDeclaration } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import type { Cabinet } from '../../common/roles';
import { screenTexts } from '../i18n/screenTexts';
import { DECLARED_ICONS } from '../resources/declared/icons';
import { pageRoutes } from '../resources/declared/pageRoutes';
import type { CabinetSection, ResourceModule } from './types';

type Screen = 'list' | 'edit' | 'create' | 'show';

/** A generated screen, loaded when first shown (the cabinet's first screen does not carry it). */
const lazyDeclared = (d: ResourceDeclaration, screen: Screen) =>
  lazy(() =>
    Promise.all([import('../resources/declared'), screenTexts()]).then(([{ declaredModule }]) => ({
      default: declaredModule(d)[screen] as React.ComponentType,
    })),
  );

function generatedModule(d: ResourceDeclaration): ResourceModule {
  const on = (op: 'create' | 'update') => d.operations?.[op] !== false;
  const edit = on('update') ? lazyDeclared(d, 'edit') : undefined;
  const create = on('create') ? lazyDeclared(d, 'create') : undefined;
  // at a declared record page, Create and Edit are routes of their own, as declaredModule mounts them
  const screens = d.page && edit ? { children: pageRoutes(d, edit, create) } : { ...(edit ? { edit } : {}), ...(create ? { create } : {}) };
  return {
    list: lazyDeclared(d, 'list'),
    ...screens,
    ...(d.show ? { show: lazyDeclared(d, 'show') } : {}),
    icon: d.menu ? DECLARED_ICONS[d.menu.icon] : undefined,
    recordRepresentation: d.representation,
  };
}

/** A declared list at its own address (`menu.route`, e.g. /staff/journal), or the resource's screens at /<name>. */
const generatedSection = (d: ResourceDeclaration): CabinetSection =>
  d.menu?.route
    ? { path: d.menu.route, element: createElement(lazyDeclared(d, 'list')) }
    : { resource: d.name, module: generatedModule(d) };

/**
 * A cabinet's sections with the generated screens of every declared resource its menu puts there;
 * a resource the cabinet already lists (a replaced or extended screen, or a section at its route) keeps its own.
 */
export function withDeclaredSections(
  cabinet: Cabinet,
  sections: readonly CabinetSection[],
  declarations: readonly ResourceDeclaration[] = DECLARED_RESOURCES,
): CabinetSection[] {
  const listed = new Set(sections.flatMap((s) => ('resource' in s ? [s.resource] : 'path' in s ? [s.path] : [])));
  const generated = declarations
    .filter((d) => d.menu?.cabinets.includes(cabinet) && !listed.has(d.name) && !listed.has(d.menu.route ?? ''))
    .map(generatedSection);
  return [...sections, ...generated];
}
