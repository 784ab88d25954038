/**
 * The texts a declaration needs, as a type: its texts file (`common/resources/<name>.texts.ts`) is written
 * `export const texts = { ru, kk, en } satisfies ResourceTexts<typeof <name>>`, so a label, a choice, a helper or a
 * validation text missing in any language fails `npm run typecheck` (the registry checks every pair again:
 * TextsOf in common/resources/registry.generated.ts). The server answers the `validation` texts under
 * `<name>.<key>` (a `unique` clash, a check); the screens read all of them under `resources.<name>`.
 */
import type { ResourceDeclaration } from './define';

type FieldsOf<D> = D extends ResourceDeclaration<infer F> ? F : never;
type KeysWhere<F, Shape> = { [K in keyof F]: F[K] extends Shape ? K : never }[keyof F] & string;

/** Every field shown anywhere has a label, unless it names its own (`label`) or is only filtered on (`hidden`). */
/** A level of texts: the keys a declaration needs, and whatever else its screens add beside them. */
type Open<T> = T & { [key: string]: unknown };

/** A translation (`translatable`) is labelled by its field's label and its language's name. */
type Labelled<F> = Exclude<keyof F & string, KeysWhere<F, { hidden: true } | { label: string } | { translationOf: string }>>;
/** A group's or a JSON object's fields are labelled under its name (`entity.company`). */
type FieldLabels<F> = Open<{ [K in Labelled<F>]: F[K] extends { kind: 'group' | 'json'; fields: infer G } ? FieldLabels<G> : string }>;

type EnumValues<Fd> = Fd extends { values: readonly (infer V)[] } ? V & string : never;
/** A choice per value (unless the field is worded by one of the project's enums, `labels`), and `none` for `emptyChoice`. */
type ChoiceKeys<Fd> = (Fd extends { labels: string } ? never : EnumValues<Fd>) | (Fd extends { emptyChoice: true } ? 'none' : never);
type Choices<F> = {
  [K in KeysWhere<F, { kind: 'enum' }> as [ChoiceKeys<F[K]>] extends [never] ? never : K]: Open<Record<ChoiceKeys<F[K]>, string>>;
};

type Writable<F> = Exclude<keyof F & string, KeysWhere<F, { readOnly: true } | { hidden: true }>>;
type Unique<F> = { [K in keyof F]: F[K] extends { unique: infer U extends string } ? U : never }[keyof F];
type CheckMessages<D> = D extends { checks: readonly (infer C)[] } ? (C extends { message: infer M extends string } ? M : never) : never;
type ValidationKeys<D, F = FieldsOf<D>> =
  | `${Extract<Writable<F>, KeysWhere<F, { required: true }>>}Required`
  | `${KeysWhere<F, { patternMessage: true }>}Pattern`
  | `${KeysWhere<F, { exclusiveMin: number }>}AboveMin`
  | Unique<F>
  | CheckMessages<D>;

type Section<Key extends string, T> = [keyof T] extends [never] ? unknown : { [P in Key]: Open<T> };
type MenuText<D> = D extends { menu: { label: string } } ? unknown : D extends { menu: object } ? { menu: string } : unknown;
/** A generated list says what its emptiness means (`resources.<name>.empty`: 'No promo codes yet'); no list, no text. */
type EmptyText<D> = D extends { operations: { list: false } } ? unknown : { empty: string };

type Enabled<D, Op extends string> = D extends { operations: { [K in Op]: false } } ? false : true;
type When<Flag, T> = Flag extends true ? T : unknown;
/**
 * A write's own words, where the resource allows it, under react-admin's keys so its screens say them wherever they
 * create, save or delete one (issue 27): `notifications.created|updated|deleted` ('Промокод создан', not 'Элемент
 * создан'), the delete's `message.delete_title|delete_content` ('Удалить промокод «%{recordRepresentation}»?', the
 * record's representation filled in) and `action.create`, the create button of the list and of its empty state.
 */
type WriteTexts<D> =
  When<Enabled<D, 'create'>, { notifications: Open<{ created: string }>; action: Open<{ create: string }> }> &
  When<Enabled<D, 'update'>, { notifications: Open<{ updated: string }> }> &
  When<Enabled<D, 'delete'>, { notifications: Open<{ deleted: string }>; message: Open<{ delete_title: string; delete_content: string }> }>;

/** One language's texts of a resource: react-admin's `resources.<name>` branch; any further keys are the screens' own. */
export type ResourceBranch<D> = Open<{ name: string; fields: FieldLabels<FieldsOf<D>> }> & MenuText<D> & EmptyText<D> & WriteTexts<D> &
  Section<'choices', Choices<FieldsOf<D>>> &
  Section<'helpers', Record<KeysWhere<FieldsOf<D>, { helper: true }>, string>> &
  Section<'validation', Record<ValidationKeys<D>, string>>;

type Branch<D> = D extends { name: infer N extends string } ? Open<{ resources: Open<{ [P in N]: ResourceBranch<D> }> }> : never;

/** A declared resource's texts in the three languages. */
export type ResourceTexts<D> = { ru: Branch<D>; kk: Branch<D>; en: Branch<D> };

/** The registry's check of a texts file against its declaration: T must be ResourceTexts<D>. */
export type TextsOf<D, T extends ResourceTexts<D>> = T;
