/** What a server module adds to a declared resource: hooks around the generated queries and custom routes. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Operation, ResourceDeclaration } from '../../common/resource';
import type { Db } from '../db/database';
import type { MessageKey } from '../i18n/messages';
import type { ListScope } from './store';

type Row = Record<string, unknown>;

export interface HookContext {
  /** The write's transaction: the hooks and the generated query commit or roll back together. */
  db: Db;
  request: FastifyRequest;
  /** The record before the change (update, delete). */
  previous?: Row;
}

export interface ResourceHooks {
  /** Columns about to be written on create and update (after trimming and defaults). */
  beforeWrite?: (columns: Row, ctx: HookContext) => Row | Promise<Row>;
  beforeCreate?: (columns: Row, ctx: HookContext) => Row | Promise<Row>;
  beforeUpdate?: (columns: Row, ctx: HookContext) => Row | Promise<Row>;
  beforeDelete?: (ctx: HookContext) => void | Promise<void>;
  afterCreate?: (record: Row, ctx: HookContext) => void | Promise<void>;
  afterUpdate?: (record: Row, ctx: HookContext) => void | Promise<void>;
  afterDelete?: (record: Row, ctx: HookContext) => void | Promise<void>;
  /**
   * The list's limits for this caller beyond the owner rule, each a column and its value (in SQL, so paging and the
   * total stay right): a client lists only the published questionnaires.
   */
  listScopes?: (request: FastifyRequest) => ListScope[];
  /** Every answered record (list, one, create, update, delete): fills the declared `computed` fields. */
  afterRead?: (records: Row[], ctx: ReadContext) => Row[] | Promise<Row[]>;
}

export interface ReadContext extends HookContext {
  /** The table rows the records come from, in the same order (hidden columns included). */
  rows: Row[];
  /** One record's answer (GET one, create, update): the `detail` fields are asked for too. */
  detail: boolean;
}

export interface ServerResource {
  declaration: ResourceDeclaration;
  hooks?: ResourceHooks;
  /** Routes that are not CRUD, registered beside the generated ones (they declare their own access). */
  custom?: FastifyPluginAsyncTypebox;
  /** OpenAPI summaries where the generated ones say too little. */
  summaries?: Partial<Record<Operation, string>>;
  /** The 409 text when a delete is refused because the record is still used. */
  inUse?: MessageKey;
}

/** The server side of a declared resource; with nothing to add, the declaration alone is enough. */
export const serverResource = (declaration: ResourceDeclaration, extra: Omit<ServerResource, 'declaration'> = {}): ServerResource => ({
  declaration,
  ...extra,
});
