import { lazy } from 'react';
import type { ResourceDeclaration } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import type { Cabinet } from '../../common/roles';
import { DECLARED_ICONS } from '../resources/declared/icons';
import type { CabinetSection, ResourceModule } from './types';

type Screen = 'list' | 'edit' | 'create' | 'show';

/** A generated screen, loaded when first shown (the cabinet's first screen does not carry it). */
const lazyDeclared = (d: ResourceDeclaration, screen: Screen) =>
  lazy(() => import('../resources/declared').then(({ declaredModule }) => ({ default: declaredModule(d)[screen] as React.ComponentType })));

function generatedModule(d: ResourceDeclaration): ResourceModule {
  const on = (op: 'create' | 'update') => d.operations?.[op] !== false;
  return {
    list: lazyDeclared(d, 'list'),
    ...(on('update') ? { edit: lazyDeclared(d, 'edit') } : {}),
    ...(on('create') ? { create: lazyDeclared(d, 'create') } : {}),
    ...(d.show ? { show: lazyDeclared(d, 'show') } : {}),
    icon: d.menu ? DECLARED_ICONS[d.menu.icon] : undefined,
    recordRepresentation: d.representation,
  };
}

/**
 * A cabinet's sections with the generated screens of every declared resource its menu puts there;
 * a resource the cabinet already lists (a replaced or extended screen) keeps its own module.
 */
export function withDeclaredSections(
  cabinet: Cabinet,
  sections: readonly CabinetSection[],
  declarations: readonly ResourceDeclaration[] = DECLARED_RESOURCES,
): CabinetSection[] {
  const listed = new Set(sections.flatMap((s) => ('resource' in s ? [s.resource] : [])));
  const generated = declarations
    .filter((d) => d.menu?.cabinets.includes(cabinet) && !listed.has(d.name))
    .map((d) => ({ resource: d.name, module: generatedModule(d) }));
  return [...sections, ...generated];
}
