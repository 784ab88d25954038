import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../../common/resource';
import type { ResourceModule } from '../../cabinets/types';
import { type EditOptions, declaredCreate, declaredEdit, declaredForm } from './DeclaredEdit';
import type { InputOverrides } from './inputs';
import { pageRoutes } from './pageRoutes';
import { type ListOptions, declaredList } from './DeclaredList';
import { declaredShow } from './DeclaredShow';
import { DECLARED_ICONS } from './icons';

export interface ModuleOptions extends ListOptions, EditOptions {
  icon?: ComponentType;
  /** A form replacing the generated one, on edit and create. */
  form?: ComponentType;
  /** Inputs replacing the generated one of that field in the generated form. */
  inputs?: InputOverrides;
  /** Whole screens replacing the generated ones. */
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
}

export interface DeclaredScreens {
  list: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
}

/** The screens of a declared resource, each generated unless `options` replaces it; none for an operation it opts out of. */
export function declaredScreens(d: ResourceDeclaration, options: ModuleOptions = {}): DeclaredScreens {
  const on = (op: 'create' | 'update') => d.operations?.[op] !== false;
  const form = options.form ?? declaredForm(d, options.inputs);
  return {
    list: options.list ?? declaredList(d, options),
    ...(on('update') ? { edit: options.edit ?? declaredEdit(d, form, options) } : {}),
    ...(on('create') ? { create: options.create ?? declaredCreate(d, form, options) } : {}),
    ...(d.show || options.show ? { show: options.show ?? declaredShow(d) } : {}),
  };
}

/**
 * The react-admin screens of a declared resource: `<Resource name={d.name} {...declaredModule(d)} />`.
 * Any screen may be replaced, the list extended with columns and actions, without copying the rest;
 * the icon defaults to the declaration's menu icon and a Show view is generated where `show` is declared.
 * A cabinet mounts them from the declaration and its views (src/cabinets/declaredSections.ts).
 */
export function declaredModule(d: ResourceDeclaration, options: ModuleOptions = {}): ResourceModule {
  const { list, edit, create, show } = declaredScreens(d, options);
  // at a declared record page, Create and Edit are routes of their own (./pageRoutes.tsx), not react-admin's
  const screens = d.page && edit ? { children: pageRoutes(d, edit, create) } : { edit, create };
  return {
    list,
    ...Object.fromEntries(Object.entries(screens).filter(([, screen]) => screen)),
    ...(show ? { show } : {}),
    icon: options.icon ?? (d.menu ? DECLARED_ICONS[d.menu.icon] : undefined),
    recordRepresentation: d.representation,
  };
}
