/** Record and input types computed from a declaration: `Infer<typeof services>`; nothing is retyped by hand. */
import type { ResourceDeclaration } from './define';

type ValueOf<F> = F extends { kind: 'number' | 'money' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'json'; fields: infer G }
      ? { [K in keyof G]?: FieldValue<G[K]> }
      : F extends { kind: 'json' }
        ? unknown
        : F extends { kind: 'enum'; values: readonly (infer V)[] }
          ? V
          : F extends { kind: 'group'; fields: infer G }
            ? { [K in keyof G]: ValueOf<G[K]> }
            : F extends { kind: 'join'; fields: infer G; many: object }
              ? { [K in keyof G]: FieldValue<G[K]> }[]
              : F extends { kind: 'join'; fields: infer G }
                ? { [K in keyof G]: FieldValue<G[K]> }
                : string;

type Nullable<F> = F extends { nullable: true } ? null : never;
type FieldValue<F> = ValueOf<F> | Nullable<F>;

type Writable<Fs> = { [K in keyof Fs]: Fs[K] extends { readOnly: true } | { hidden: true } ? never : K }[keyof Fs];
type Answered<Fs> = { [K in keyof Fs]: Fs[K] extends { hidden: true } | { detail: true } | { computed: true } ? never : K }[keyof Fs];
/** Answered for one record only (`detail`), or only when a hook computes it for the caller (`computed`). */
type DetailOnly<Fs> = { [K in keyof Fs]: Fs[K] extends { detail: true } | { computed: true } ? K : never }[keyof Fs];
type RequiredKeys<Fs> = { [K in keyof Fs]: Fs[K] extends { required: true } ? K : never }[keyof Fs];

type Stamps<D> = D extends { timestamps: true } ? { created_at: string; updated_at: string } : unknown;
type FieldsOf<D> = D extends ResourceDeclaration<infer Fs> ? Fs : never;

/** The record the API answers. */
export type Infer<D> = { id: string } & { [K in Answered<FieldsOf<D>>]: FieldValue<FieldsOf<D>[K]> } & {
  [K in DetailOnly<FieldsOf<D>>]?: FieldValue<FieldsOf<D>[K]>;
} & Stamps<D>;

/** The body of create and update. */
export type InferInput<D> = { [K in Extract<Writable<FieldsOf<D>>, RequiredKeys<FieldsOf<D>>>]: FieldValue<FieldsOf<D>[K]> } & {
  [K in Exclude<Writable<FieldsOf<D>>, RequiredKeys<FieldsOf<D>>>]?: FieldValue<FieldsOf<D>[K]>;
};
