/**
 * defineResource: one typed declaration per resource (common/resources/<name>.ts). The server
 * generates its routes, schemas and OpenAPI entries from it, the SPA its dataProvider entry and
 * screens, and common/access.ts takes its matrix entry from it.
 */
import type { AccessSubject, Action } from '../access';
import type { Cabinet, Role } from '../roles';
import type { Field } from './fields';

export type Operation = 'list' | 'one' | 'create' | 'update' | 'delete';
export type RecordRule = (subject: AccessSubject, record: Record<string, unknown>) => boolean;

export type NullsOrder = 'first' | 'last' | 'greatest';

export interface ListSettings<K extends string> {
  /** Columns of the generated list, in order; `created_at` also where `timestamps` adds it (a loader task's date). */
  columns: readonly (K | 'created_at')[];
  /** Fields matched by the free-text `q` (ILIKE, literal); `user.name` is a joined field's column. */
  search?: readonly (K | `${K}.${string}`)[];
  /** Fields with an equality filter (query parameter of the same name). */
  filters?: readonly K[];
  /** Sortable fields; the index behind each is the migration's business (see `indexes`). */
  sort: readonly (K | 'created_at' | 'id')[];
  /**
   * The table's indexes a list is narrowed or ordered by, each as its leading columns (e.g. ['agent_id', 'created_at']).
   * A list narrowed to one owner or one filter value that an index narrows, with no index giving the page's order
   * within it, reads its rows first and sorts them (server/resources/list-order.ts); without this the planner may walk
   * the sort's index over the whole table, filtering it row by row. Checked against the migrated table.
   */
  indexes?: readonly (readonly string[])[];
  defaultSort: { field: K | 'created_at' | 'id'; order: 'ASC' | 'DESC' };
  /**
   * Where a nullable sort field's nulls stand: `last` or `first` whichever the direction (the hand-written lists
   * put them last), `greatest` as PostgreSQL orders them (last ascending, first descending: a never that is
   * latest), the one order a plain (column, id) index gives both ways. Every nullable sort names one
   * (declared-tables.test.ts).
   */
  nulls?: Partial<Record<K, NullsOrder>>;
  perPage?: number;
  /**
   * Day-range filters on date fields: `from` and `to` are days (YYYY-MM-DD), both inclusive;
   * the query parameters are named `<field>_from` and `<field>_to` unless given.
   */
  dateRanges?: Partial<Record<K | 'created_at', { from?: string; to?: string }>>;
  /**
   * A parent's records: the list is `GET ${path}/:param` and holds only the rows whose `column` is that
   * parameter (e.g. a partner's invitations at `/partner/invitations/{id}`); the record routes stay `${path}/:id`.
   */
  within?: { param: string; column: string };
}

/** The query parameters of a declared date range. */
export const rangeParams = (field: string, range: { from?: string; to?: string } = {}) =>
  ({ from: range.from ?? `${field}_from`, to: range.to ?? `${field}_to` });

/**
 * A rule across fields, run by the server on the body and by the generated form: when `valid` says no,
 * the text goes under `field` (server `<name>.<message>`, SPA `resources.<name>.validation.<message>`).
 */
export interface RecordCheck {
  field: string;
  message: string;
  valid: (input: Record<string, unknown>) => boolean;
}

/**
 * Any icon of `@mui/icons-material`, by its export name (a type only: the server never loads it); the SPA imports
 * the ones the declarations name (tools/build/registries.mjs writes src/resources/declared/icons.generated.ts).
 */
export type MenuIcon = Exclude<keyof typeof import('@mui/icons-material'), 'default'>;

/** The side-menu entry of a declared resource: the menu and the cabinet pick it up, no menu file is edited. */
export interface MenuDeclaration {
  cabinets: readonly Cabinet[];
  icon: MenuIcon;
  /** Entry id; default the resource name. */
  id?: string;
  /** i18n key of the label; default `resources.<name>.menu`. */
  label?: string;
  /** The group (entry id) it joins as a child; a top entry otherwise. */
  parent?: string;
  /** The entry (id) it follows; the end of its list otherwise. */
  after?: string;
  /** At the top of its list instead (the clients open the users group). */
  first?: boolean;
  /** The cabinet address when it is not `/<name>` (e.g. `/staff/journal`): the list is mounted there. */
  route?: string;
  /** Its screens without a side-menu entry of their own: reached from another screen (the templates' tabs). */
  hidden?: boolean;
}

/**
 * Own records: the column that holds the owner and which id of the signed-in user it is. Whoever has none
 * of the `all` roles lists, reads, changes and deletes only its own records (the list is filtered in SQL),
 * and what it creates is its own whatever the body says.
 */
export interface OwnRecords {
  /**
   * Our column, or a `joinOne` field's column of the joined row (`certificate.agent_id`: the owner of the
   * certificate the row hangs from; the list only: such a rule refuses one record to all but the `all` roles).
   */
  column: string;
  subject: 'userId' | 'agentId' | 'partnerId';
  all: readonly Role[];
  /** Roles that keep a caller to its own records even with an `all` role (C1: an admin who is also an agent). */
  except?: readonly Role[];
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
  owner?: OwnRecords;
  menu?: MenuDeclaration;
  /** A generated Show view (read-only card); the list's row then opens it. */
  show?: boolean;
  /** Generated operations; `false` opts one out (a custom route may stand in for it). */
  operations?: Partial<Record<Operation, boolean>>;
  /** Field shown where a record is referenced (react-admin recordRepresentation). */
  representation: Extract<keyof F, string>;
  /** PUT replaces the whole editable set (default) or PATCH changes what is sent. */
  update?: 'PUT' | 'PATCH';
  /** Rules across fields (e.g. a percentage at most 100), on the server and in the form. */
  checks?: readonly RecordCheck[];
  /**
   * The spec's record page under the resource instead of react-admin's `/<name>/:id` and `/<name>/create`:
   * `/<name>/<page>/:id` edits a record (its tabs below it), `/<name>/<page>` creates one (e.g. `edit` for the
   * spec's '/promo/edit/:id?', `partner` for '/partners/partner/:id?'). The list's rows and Create lead there and a
   * created record opens there; an id that is not a UUID opens the empty form.
   */
  page?: string;
  /**
   * The field that names a record where the table's key is not `id` (e.g. a code); the SPA answers it as
   * the record's `id`. The generated record routes need an `id`: such a resource serves its own routes.
   */
  key?: Extract<keyof F, string>;
  /** Its `/all` lookup (every record, unpaged): read in the SPA with `useLookup(name)`, one cache key for every screen. */
  lookup?: string;
}

/**
 * What the SPA reads of a declaration before any of its screens opens (access matrix, menu, sections, dataProvider
 * paths): the declaration without these keys, and of its `list` only `within`. The SPA's build reads each declaration
 * so (tools/build/declaration-summaries.ts, common/resources/summaries.ts); its fields load with its screens.
 */
export const SCREEN_ONLY_KEYS = ['fields', 'checks', 'table', 'timestamps'] as const;

export type ResourceSummary = Omit<ResourceDeclaration, (typeof SCREEN_ONLY_KEYS)[number] | 'list'> & {
  /** Its `within` and `defaultSort` only (a reference input's order); a whole declaration (a test's) has it all. */
  list?: Pick<ListSettings<string>, 'within' | 'defaultSort'> | ListSettings<string>;
};

export function defineResource<const F extends Record<string, Field>, const D extends ResourceDeclaration<F>>(
  declaration: D & ResourceDeclaration<F>,
): D {
  return declaration;
}

export const enabled = (d: ResourceDeclaration, op: Operation) => d.operations?.[op] !== false;
export const tableOf = (d: ResourceDeclaration) => d.table ?? d.name;
/** The i18n key of a nullable enum's empty value where the field asks for one (`emptyChoice`). */
export const emptyChoiceOf = (d: ResourceDeclaration, key: string, f: { emptyChoice?: boolean }) =>
  f.emptyChoice ? `resources.${d.name}.choices.${key}.none` : undefined;
/** The i18n key of an enum value's words: the resource's choice, or the project's enum the field names (`labels`). */
export const choiceKeyOf = (d: ResourceDeclaration, key: string, f: { labels?: string }, value: string) =>
  f.labels ? `app.enums.${f.labels}.${value}` : `resources.${d.name}.choices.${key}.${value}`;
/** An enum field's choices for react-admin's inputs and fields: its values with the keys of their words. */
export const choicesOf = (d: ResourceDeclaration, key: string, f: { values: readonly string[]; labels?: string }) =>
  f.values.map((id) => ({ id, name: choiceKeyOf(d, key, f, id) }));
export const labelOf = (d: ResourceDeclaration, field: string) => d.fields[field]?.label ?? `resources.${d.name}.fields.${field}`;

/** May the subject use a field with its own roles (absent roles: the resource's access decides). */
export const fieldAllows = (roles: readonly Role[] | undefined, subject: readonly Role[]) => !roles || subject.some((r) => roles.includes(r));

/** Sees every record (no owner rule, or one of its `all` roles). */
export const seesAll = (d: ResourceSummary, subject: AccessSubject) =>
  !d.owner || (subject.roles.some((r) => d.owner!.all.includes(r)) && !subject.roles.some((r) => d.owner!.except?.includes(r)));

/** The owner id a subject's own records carry; null: it owns none. */
export const ownerIdOf = (d: ResourceSummary, subject: AccessSubject) => (d.owner ? (subject[d.owner.subject] ?? null) : null);

/** The record rules of the matrix: the declared ones, and the owner rule on show, edit and delete. */
export function recordRulesOf(d: ResourceSummary): Partial<Record<Action, RecordRule>> {
  const { owner } = d;
  if (!owner) return d.recordRules ?? {};
  // the owner column may be answered as a joined {id, name} under the same name (registers' created_by)
  const ownerIn = (value: unknown) => (value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value);
  const own: RecordRule = (subject, record) =>
    seesAll(d, subject) || (!!ownerIdOf(d, subject) && ownerIn(record[owner.column]) === ownerIdOf(d, subject));
  return { show: own, edit: own, delete: own, ...d.recordRules };
}

/** Rows of the access matrix, as common/access.ts writes them. */
export const crud = (roles: readonly Role[]) => ({ list: roles, show: roles, create: roles, edit: roles, delete: roles });
export const read = (roles: readonly Role[]) => ({ list: roles, show: roles });
