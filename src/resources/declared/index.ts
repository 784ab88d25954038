import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../../../common/resource';
import type { ResourceModule } from '../../cabinets/types';
import { declaredCreate, declaredEdit } from './DeclaredEdit';
import { type ListOptions, declaredList } from './DeclaredList';
import { declaredShow } from './DeclaredShow';
import { DECLARED_ICONS } from './icons';

export interface ModuleOptions extends ListOptions {
  icon?: ComponentType;
  /** A form replacing the generated one, on edit and create. */
  form?: ComponentType;
  /** Whole screens replacing the generated ones. */
  list?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  show?: ComponentType;
}

/**
 * The react-admin screens of a declared resource: `<Resource name={d.name} {...declaredModule(d)} />`.
 * Any screen may be replaced, the list extended with columns and actions, without copying the rest;
 * the icon defaults to the declaration's menu icon and a Show view is generated where `show` is declared.
 */
export function declaredModule(d: ResourceDeclaration, options: ModuleOptions = {}): ResourceModule {
  const on = (op: 'create' | 'update') => d.operations?.[op] !== false;
  return {
    list: options.list ?? declaredList(d, options),
    ...(on('update') ? { edit: options.edit ?? declaredEdit(d, options.form) } : {}),
    ...(on('create') ? { create: options.create ?? declaredCreate(d, options.form) } : {}),
    ...(d.show || options.show ? { show: options.show ?? declaredShow(d) } : {}),
    icon: options.icon ?? (d.menu ? DECLARED_ICONS[d.menu.icon] : undefined),
    recordRepresentation: d.representation,
  };
}


