/**
 * defineResource: one typed declaration per resource (common/resources/<name>.ts). The server
 * generates its routes, schemas and OpenAPI entries from it, the SPA its dataProvider entry and
 * screens, and common/access.ts takes its matrix entry from it.
 */
import type { AccessSubject, Action } from '../access';
import type { Role } from '../roles';
import type { Field } from './fields';

export type Operation = 'list' | 'one' | 'create' | 'update' | 'delete';
export type RecordRule = (subject: AccessSubject, record: Record<string, unknown>) => boolean;

export interface ListSettings<K extends string> {
  /** Columns of the generated list, in order. */
  columns: readonly K[];
  /** Fields matched by the free-text `q` (ILIKE, literal). */
  search?: readonly K[];
  /** Fields with an equality filter (query parameter of the same name). */
  filters?: readonly K[];
  /** Sortable fields; the index behind each is the migration's business. */
  sort: readonly (K | 'created_at' | 'id')[];
  defaultSort: { field: K | 'created_at' | 'id'; order: 'ASC' | 'DESC' };
  perPage?: number;
}

export interface ResourceDeclaration<F extends Record<string, Field> = Record<string, Field>> {
  /** react-admin resource name and the access matrix key. */
  name: string;
  /** Table of the migration; default `name`. */
  table?: string;
  /** Collection path under /gw from the spec; the record is `${path}/:id`. */
  path: string;
  fields: F;
  /** Adds created_at / updated_at (read-only, answered as ISO). */
  timestamps?: boolean;
  list: ListSettings<Extract<keyof F, string>>;
  /** The resource's row of the access matrix (deny by default: a missing action is refused). */
  access: Partial<Record<Action, readonly Role[]>>;
  recordRules?: Partial<Record<Action, RecordRule>>;
  /** Generated operations; `false` opts one out (a custom route may stand in for it). */
  operations?: Partial<Record<Operation, boolean>>;
  /** Field shown where a record is referenced (react-admin recordRepresentation). */
  representation: Extract<keyof F, string>;
  /** PUT replaces the whole editable set (default) or PATCH changes what is sent. */
  update?: 'PUT' | 'PATCH';
}

export function defineResource<const F extends Record<string, Field>, const D extends ResourceDeclaration<F>>(
  declaration: D & ResourceDeclaration<F>,
): D {
  return declaration;
}

export const enabled = (d: ResourceDeclaration, op: Operation) => d.operations?.[op] !== false;
export const tableOf = (d: ResourceDeclaration) => d.table ?? d.name;
export const labelOf = (d: ResourceDeclaration, field: string) => d.fields[field]?.label ?? `resources.${d.name}.fields.${field}`;

/** Rows of the access matrix, as common/access.ts writes them. */
export const crud = (roles: readonly Role[]) => ({ list: roles, show: roles, create: roles, edit: roles, delete: roles });
export const read = (roles: readonly Role[]) => ({ list: roles, show: roles });
