/** Record and input types computed from a declaration: `Infer<typeof services>`; nothing is retyped by hand. */
import type { ResourceDeclaration } from './define';

type ValueOf<F> = F extends { kind: 'number' | 'money' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'json'; items: infer I }
      ? FieldValue<I>[]
      : F extends { kind: 'json'; fields: infer G }
        ? { [K in keyof G]?: FieldValue<G[K]> }
        : F extends { kind: 'json' }
          ? unknown
          : F extends { kind: 'enum'; values: infer Vs extends readonly string[] }
            ? Vs[number]
            : F extends { kind: 'group'; fields: infer G }
              ? RecordOf<G>
            : F extends { kind: 'join'; fields: infer G; many: object }
              ? { [K in keyof G]: FieldValue<G[K]> }[]
              : F extends { kind: 'join'; fields: infer G }
                ? { [K in keyof G]: FieldValue<G[K]> }
                : string;

/** A value as a body sends it: a list or a group of fields as their input (no read-only fields, optional ones optional). */
type InputValueOf<F> = F extends { kind: 'json'; items: infer I }
  ? InputValue<I>[]
  : F extends { kind: 'group'; fields: infer G }
    ? InputOf<G>
    : ValueOf<F>;

type Nullable<F> = F extends { nullable: true } ? null : never;
type FieldValue<F> = ValueOf<F> | Nullable<F>;
type InputValue<F> = InputValueOf<F> | Nullable<F>;

type Writable<Fs> = { [K in keyof Fs]: Fs[K] extends { readOnly: true } | { hidden: true } | { via: string } ? never : K }[keyof Fs];
/** May be absent: answered for one record only (`detail`), when a hook computes it for the caller (`computed`), or left out without a value (`optional`). */
type Absent<F> = F extends { always: true } ? false : F extends { detail: true } | { computed: true } | { optional: true } ? true : false;
type Answered<Fs> = { [K in keyof Fs]: Fs[K] extends { hidden: true } ? never : Absent<Fs[K]> extends true ? never : K }[keyof Fs];
type Sometimes<Fs> = { [K in keyof Fs]: Fs[K] extends { hidden: true } ? never : Absent<Fs[K]> extends true ? K : never }[keyof Fs];
type RequiredKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { required: true } ? K : never }[keyof Fs];

/** The declared fields only: a nested set may come intersected with its constraint's index signature. */
type Known<Fs> = { [K in keyof Fs as string extends K ? never : K]: Fs[K] };
/** The answered fields of a set: a record, or a group's value. */
type RecordOf<All, Fs = Known<All>> = { [K in Answered<Fs>]: FieldValue<Fs[K]> } & { [K in Sometimes<Fs>]?: FieldValue<Fs[K]> };
/** The written fields of a set: a body, or a group's value in it. */
type InputOf<All, Fs = Known<All>> = { [K in Extract<Writable<Fs>, RequiredKeys<Fs>>]: InputValue<Fs[K]> } & {
  [K in Exclude<Writable<Fs>, RequiredKeys<Fs>>]?: InputValue<Fs[K]>;
};

type Stamps<D> = D extends { timestamps: true } ? { created_at: string; updated_at: string } : unknown;
type FieldsOf<D> = D extends ResourceDeclaration<infer Fs> ? Fs : never;

/** The record the API answers. */
export type Infer<D> = { id: string } & RecordOf<FieldsOf<D>> & Stamps<D>;

/** The body of create and update. */
export type InferInput<D> = InputOf<FieldsOf<D>>;
