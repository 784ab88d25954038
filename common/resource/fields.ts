/**
 * Field builders of a resource declaration. Each returns a plain, serialisable description that the
 * server turns into typebox schemas and Kysely columns and the SPA into columns, inputs and validators.
 */
import type { Role } from '../roles';
import type { EnumName } from '../enumRegistry';
import { MOBILE_PHONE } from '../phone';

export type FieldKind =
  | 'text' | 'longText' | 'number' | 'money' | 'boolean' | 'date'
  | 'enum' | 'phone' | 'email' | 'reference' | 'file' | 'json' | 'group' | 'join';

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
  /** A text under the form's input, `resources.<name>.helpers.<field>`. */
  helper?: boolean;
  description?: string;
  /** Field-level access where it differs from the resource's (e.g. a client's money only for ADMIN). */
  access?: { read?: readonly Role[]; write?: readonly Role[] };
  /** A column neither answered nor written: for filters, joins and the owner rule only. */
  hidden?: boolean;
  /**
   * Not a column: answered only, filled by the server module's `afterRead` hook (see `computed`); absent where
   * the hook gives it no value (e.g. a price only some callers have).
   */
  computed?: boolean;
  /**
   * Answered for one record only (its GET, create and update), not in the list's rows nor the delete's answer:
   * e.g. a partner's tariffs, read for its page and not for every row of the list.
   */
  detail?: boolean;
  /**
   * A unique column (its index is the migration's): a clash answers 409 under the field with the text
   * `validation.<this key>` of the resource's texts file (`true`: the common 'validation.taken').
   */
  unique?: boolean | string;
  /**
   * Left out of a body, the stored value stays (on PUT too) and a new record takes the column's default;
   * the SPA sends it only when it changed. For a flag whose change has effects (e.g. G11's one click partner).
   */
  keepIfOmitted?: boolean;
  /** A nullable enum names its empty value `resources.<resource>.choices.<field>.none` (inputs, columns, Show). */
  emptyChoice?: boolean;
  /**
   * Not a column of ours: the column of the same name (or `column`) of the row a `joinOne` field of this declaration
   * reads, answered at the top level and never written (an agent's name is its user's: `text({ via: 'user' })`
   * beside `user: joinOne('users', 'user_id', {}, { hidden: true })`).
   */
  via?: string;
  /** Left out of an answer where it has no value, rather than null (a text question's options). */
  optional?: boolean;
  /** A `computed` value the hook gives every record it answers (so the record always has it). */
  always?: boolean;
  /**
   * A blank value answers the resource's own text `validation.<field>Required` (the form's) rather than the common
   * one, as `patternMessage` does for a pattern (e.g. a client's name: 'Вы не ввели ФИО клиента').
   */
  requiredMessage?: boolean;
  /** Written per language (`translatable(key, field)`): this is the Russian text, `<key>_kk`/`<key>_en` the others. */
  translatable?: boolean;
  /** A translation of another field (`translatable`): its language; labelled by that field's label and the language's name. */
  translationOf?: string;
  language?: 'kk' | 'en';
}

export interface TextRules {
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** The form's own text when the pattern fails (`resources.<name>.validation.<field>Pattern`); react-admin's generic one otherwise. */
  patternMessage?: boolean;
}
export interface NumberRules {
  min?: number;
  max?: number;
  /** Strictly above this (e.g. an amount > 0); the form's text is `resources.<name>.validation.<field>AboveMin`. */
  exclusiveMin?: number;
  integer?: boolean;
}
/** O8: a moment that has happened; the pickers of its range filter stop at tomorrow. */
export interface DateRules { past?: boolean }
/** O11–O15: what a file field takes. The value stored is the file's id or path. */
export interface FileRules { accept?: readonly string[]; maxBytes?: number; picture?: boolean }

interface Base<K extends FieldKind> extends FieldOptions { kind: K }
export interface TextField extends Base<'text' | 'longText' | 'phone' | 'email'>, TextRules {}
export interface NumberField extends Base<'number' | 'money'>, NumberRules {}
export interface EnumOptions {
  /** Worded by one of the project's enums (common/enumRegistry.ts, `app.enums.<labels>.<value>`) rather than the resource's choices. */
  labels?: EnumName;
}
export interface EnumField<V extends string = string> extends Base<'enum'>, EnumOptions { values: readonly V[] }
export interface ReferenceField extends Base<'reference'> { resource: string }
export interface FileField extends Base<'file'>, FileRules {}
export type PlainField = Base<'boolean'>;
/**
 * Any JSON; with `items` a list of such values (a json or array column, `maxItems` bounding a body's list); with
 * `fields` an object of those (optional) fields, e.g. a client's company details.
 */
export interface JsonField<F extends Record<string, Field> = Record<string, Field>> extends Base<'json'> {
  items?: Field;
  maxItems?: number;
  fields?: F;
}
export interface DateField extends Base<'date'>, DateRules {}
export interface GroupField<F extends Record<string, Field> = Record<string, Field>> extends Base<'group'> { fields: F }

/** How a joined field reaches its table: one row by a column of ours, or many through a link table. */
export interface JoinOne { from: string }
export interface JoinMany {
  /** `fields` names the joined fields read from the link row (e.g. a commission) rather than from `table`. */
  through: { table: string; from: string; to: string; fields?: readonly string[] };
}
/**
 * A reply-only field read from another table (never a column of ours, never written): `fields` are
 * columns of `table`, answered as an object (`joinOne`, null when there is none) or a list (`joinMany`).
 */
export interface JoinField<F extends Record<string, Field> = Record<string, Field>> extends Base<'join'> {
  table: string;
  fields: F;
  one?: JoinOne;
  many?: JoinMany & ManyOptions;
}

export interface ManyOptions {
  /** The order of the joined records, by their fields (of the link row where `through.fields` names one); then id. */
  orderBy?: string | readonly string[];
  /**
   * The body takes the linked ids (`[id, …]`): sent, they become the record's whole set (links that stay keep their
   * other columns, new ones take the link table's defaults); omitted, the links stay. An unknown id answers 400.
   */
  writable?: boolean;
}

export type Field = TextField | NumberField | EnumField | ReferenceField | FileField | PlainField | JsonField | DateField | GroupField | JoinField;

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
export const date = <const O extends FieldOptions & DateRules>(o: O = {} as O) => ({ kind: 'date' as const, ...o });
export const enumOf = <const V extends string, const O extends FieldOptions & EnumOptions>(values: readonly V[], o: O = {} as O) =>
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
/** A list of values of one field's kind, in one json or array column (an agent's roles, a questionnaire's questions). */
export const arrayOf = <const I extends Field, const O extends FieldOptions & { maxItems?: number }>(items: I, o: O = {} as O) =>
  ({ kind: 'json' as const, items, ...o });

/**
 * A JSON object kept in one json column, its declared fields each optional (a stored document may lack some): the
 * body takes those fields only, the record answers them (a client's `entity`: company, inn…).
 */
export const jsonObject = <const F extends Record<string, Field>, const O extends FieldOptions>(fields: F, o: O = {} as O) =>
  ({ kind: 'json' as const, fields, ...o });
/** A nested object whose fields are columns of the same table (e.g. a service's `options`). */
export const group = <const F extends Record<string, Field>, const O extends FieldOptions>(fields: F, o: O = {} as O) =>
  ({ kind: 'group' as const, fields, ...o });

type NullableUnless<O> = O extends { nullable: false } ? false : true;
/**
 * A joined record: `table`'s row whose id is in our column `from`, null when there is none
 * (`nullable: false` where `from` is a required column, so there always is one).
 */
export const joinOne = <const F extends Record<string, Field>, const O extends FieldOptions>(table: string, from: string, fields: F, o: O = {} as O) =>
  ({ kind: 'join' as const, table, fields, one: { from }, readOnly: true as const, ...o, nullable: (o.nullable ?? true) as NullableUnless<O> });
/** Joined records through a link table (`through.from` holds our id, `through.to` theirs), ordered by `orderBy`. */
export const joinMany = <const F extends Record<string, Field>, const O extends FieldOptions>(
  table: string, through: JoinMany['through'], fields: F, o: O & ManyOptions = {} as O & ManyOptions,
) => {
  const { orderBy, writable, ...options } = o;
  return { kind: 'join' as const, table, fields, many: { through, orderBy, writable }, readOnly: true as const, ...options };
};
/**
 * A reply-only value the server module's `afterRead` hook computes (e.g. `computed(integer())`); `always`: the hook
 * (or the custom route answering the record) gives it to every record, so the record type and schema require it.
 */
export const computed = <const F extends Field, const O extends { always?: true }>(f: F, o: O = {} as O) =>
  ({ ...f, computed: true as const, readOnly: true as const, ...o });

/** Stored in a column of the resource's table (not joined, not computed, not another row's via a join). */
export const isColumn = (f: Field) => f.kind !== 'join' && !f.computed && !f.via;
/** A joined list whose ids the body writes (`joinMany(…, { writable: true })`). */
export const writesLinks = (f: Field): f is JoinField => f.kind === 'join' && !!f.many?.writable;
