/**
 * Field builders of a resource declaration. Each returns a plain, serialisable description that the
 * server turns into typebox schemas and Kysely columns and the SPA into columns, inputs and validators.
 */
import type { Role } from '../roles';
import { MOBILE_PHONE } from '../phone';

export type FieldKind =
  | 'text' | 'longText' | 'number' | 'money' | 'boolean' | 'date'
  | 'enum' | 'phone' | 'email' | 'reference' | 'file' | 'json' | 'group';

export interface FieldOptions {
  /** Must be sent on create and update; an omitted optional field takes `default` (or null). */
  required?: boolean;
  nullable?: boolean;
  /** Answered, never written (ids, computed values). */
  readOnly?: boolean;
  default?: unknown;
  /** The table column when it differs from the field name. */
  column?: string;
  /** i18n key of the label; default `resources.<resource>.fields.<field>`. */
  label?: string;
  description?: string;
  /** Field-level access where it differs from the resource's (e.g. a client's money only for ADMIN). */
  access?: { read?: readonly Role[]; write?: readonly Role[] };
  /**
   * Left out of a body, the stored value stays (on PUT too) and a new record takes the column's default;
   * the SPA sends it only when it changed. For a flag whose change has effects (e.g. G11's one click partner).
   */
  keepIfOmitted?: boolean;
  /** A nullable enum names its empty value `resources.<resource>.choices.<field>.none` (inputs, columns, Show). */
  emptyChoice?: boolean;
}

export interface TextRules { minLength?: number; maxLength?: number; pattern?: string }
export interface NumberRules { min?: number; max?: number; integer?: boolean }
/** O11–O15: what a file field takes. The value stored is the file's id or path. */
export interface FileRules { accept?: readonly string[]; maxBytes?: number; picture?: boolean }

interface Base<K extends FieldKind> extends FieldOptions { kind: K }
export interface TextField extends Base<'text' | 'longText' | 'phone' | 'email'>, TextRules {}
export interface NumberField extends Base<'number' | 'money'>, NumberRules {}
export interface EnumField<V extends string = string> extends Base<'enum'> { values: readonly V[] }
export interface ReferenceField extends Base<'reference'> { resource: string }
export interface FileField extends Base<'file'>, FileRules {}
export type PlainField = Base<'boolean' | 'date' | 'json'>;
export interface GroupField<F extends Record<string, Field> = Record<string, Field>> extends Base<'group'> { fields: F }

export type Field = TextField | NumberField | EnumField | ReferenceField | FileField | PlainField | GroupField;

/** numeric(12,2) and int4 bounds. */
export const MAX_MONEY = 9_999_999_999.99;
export const MAX_INT = 2_147_483_647;

export const text = <const O extends FieldOptions & TextRules>(o: O = {} as O) => ({ kind: 'text' as const, ...o });
export const longText = <const O extends FieldOptions & TextRules>(o: O = {} as O) => ({ kind: 'longText' as const, ...o });
export const number = <const O extends FieldOptions & NumberRules>(o: O = {} as O) => ({ kind: 'number' as const, ...o });
export const integer = <const O extends FieldOptions & NumberRules>(o: O = {} as O) =>
  ({ kind: 'number' as const, integer: true, min: 0, max: MAX_INT, ...o });
export const money = <const O extends FieldOptions & NumberRules>(o: O = {} as O) => ({ kind: 'money' as const, min: 0, max: MAX_MONEY, ...o });
export const boolean = <const O extends FieldOptions>(o: O = {} as O) => ({ kind: 'boolean' as const, ...o });
/** A date-time, answered as ISO 8601. */
export const date = <const O extends FieldOptions>(o: O = {} as O) => ({ kind: 'date' as const, ...o });
export const enumOf = <const V extends string, const O extends FieldOptions>(values: readonly V[], o: O = {} as O) =>
  ({ kind: 'enum' as const, values, ...o });
/** O9: a mobile number of the +7 plan, kept as 11 digits. */
export const phone = <const O extends FieldOptions>(o: O = {} as O) =>
  ({ kind: 'phone' as const, pattern: MOBILE_PHONE.source, ...o });
export const email = <const O extends FieldOptions>(o: O = {} as O) => ({ kind: 'email' as const, maxLength: 255, ...o });
export const reference = <const O extends FieldOptions>(resource: string, o: O = {} as O) =>
  ({ kind: 'reference' as const, resource, ...o });
export const file = <const O extends FieldOptions & FileRules>(o: O = {} as O) => ({ kind: 'file' as const, ...o });
export const picture = <const O extends FieldOptions & FileRules>(o: O = {} as O) =>
  ({ kind: 'file' as const, picture: true, accept: ['image/png', 'image/jpeg', 'image/webp'], ...o });
export const json = <const O extends FieldOptions>(o: O = {} as O) => ({ kind: 'json' as const, ...o });
/** A nested object whose fields are columns of the same table (e.g. a service's `options`). */
export const group = <const F extends Record<string, Field>, const O extends FieldOptions>(fields: F, o: O = {} as O) =>
  ({ kind: 'group' as const, fields, ...o });
