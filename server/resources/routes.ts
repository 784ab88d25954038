/** The generated CRUD routes of one declared resource, with its custom routes beside them. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type Action, canAccess } from '../../common/access';
import { type Operation, type ResourceDeclaration, enabled, ownerIdOf, recordRulesOf, seesAll } from '../../common/resource';
import { errorReplies, listReply } from '../http/list';
import type { Db } from '../db/database';
import { forbidden } from '../http/errors';
import { actorOf, writeAudit } from '../audit/record';
import { isMessageKey } from '../i18n/messages';
import type { ServerResource } from './hooks';
import { hasJoins } from './joins';
import { writeLinks } from './links';
import { recordsOf } from './records';
import { toColumns } from './rows';
import { declaredDescription } from './descriptions';
import { bodySchema, idParams, listQuerySchema, recordSchema } from './schemas';
import { type ListRequest, type ListScope, deleteRow, insertRow, listRows, lockedRow, oneRow, updateRow } from './store';

type Row = Record<string, unknown>;
const ACTION: Record<Operation, Action> = { list: 'list', one: 'show', create: 'create', update: 'edit', delete: 'delete' };
const VERB: Record<Operation, string> = { list: 'List', one: 'Get', create: 'Create', update: 'Update', delete: 'Delete' };

const rolesOf = (request: FastifyRequest) => request.user?.roles ?? [];

function summary(d: ResourceDeclaration, op: Operation, given?: string) {
  if (given) return given;
  const what = op === 'list' ? `${d.name}, paged, sorted by ${d.list.sort.join(', ')}` : `one record of ${d.name}`;
  return `${VERB[op]} ${what}`;
}

/** The caller as the matrix sees it (its user id under the name the record rules read). */
const subjectOf = (request: FastifyRequest) => (request.user ? { ...request.user, userId: request.user.id } : null);

/** The owner rule on the list: the caller's own rows only, in SQL (null: it owns none). */
function ownerScope(d: ResourceDeclaration, request: FastifyRequest): ListScope | undefined {
  const subject = subjectOf(request);
  if (!d.owner || !subject || seesAll(d, subject)) return undefined;
  return { column: d.owner.column, value: ownerIdOf(d, subject) };
}

/** The list's limits: the owner rule, the module's own, and for a parent's records (`list.within`) the parent in the path. */
function listScopes({ declaration: d, hooks }: ServerResource, request: FastifyRequest): ListScope[] {
  const { within } = d.list;
  const parent = within ? [{ column: within.column, value: (request.params as Row)[within.param] }] : [];
  const owner = ownerScope(d, request);
  return [...parent, ...(owner ? [owner] : []), ...(hooks?.listScopes?.(request) ?? [])];
}

/** What a caller bound by the owner rule creates is its own, whatever the body says. */
function owned(d: ResourceDeclaration, request: FastifyRequest, columns: Row): Row {
  const scope = ownerScope(d, request);
  return scope ? { ...columns, [scope.column]: scope.value } : columns;
}

/** Record rules of the matrix (own records) on a record already read. */
function checkRecord(d: ResourceDeclaration, op: Operation, request: FastifyRequest, row: Row) {
  const subject = subjectOf(request);
  if (!recordRulesOf(d)[ACTION[op]] || !subject) return;
  if (!canAccess(subject, { resource: d.name, action: ACTION[op], record: row })) throw forbidden();
}

/**
 * The server texts a declaration names (unique clashes, checks): typecheck catches a declared resource's missing one
 * (common/resource/texts.ts); a declaration made elsewhere (a test's) fails at start, not in a reply.
 */
function checkTexts(d: ResourceDeclaration) {
  const keys = [
    ...Object.values(d.fields).flatMap((f) => (typeof f.unique === 'string' ? [`${d.name}.${f.unique}`] : [])),
    ...(d.checks ?? []).map((check) => `${d.name}.${check.message}`),
  ];
  const missing = keys.filter((key) => !isMessageKey(key));
  if (missing.length) throw new Error(`${d.name}: no server text for ${missing.join(', ')}`);
}

export function declaredRoutes(resource: ServerResource): FastifyPluginAsyncTypebox {
  const { declaration: d, hooks = {}, custom, summaries = {}, inUse } = resource;
  checkTexts(d);
  const Record = recordSchema(d);
  const Detail = recordSchema(d, true);
  const Body = bodySchema(d);
  const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
  const route = (op: Operation) => ({
    config: { access: { resource: d.name, action: ACTION[op] } },
    tags: [d.name],
    summary: summary(d, op, summaries[op]),
    description: declaredDescription(resource, op),
  });
  const item = `${d.path}/:id`;
  const joined = hasJoins(d);

  return async (app) => {
    if (custom) await app.register(custom);
    /** A row as answered (declared joins, per-field access, `afterRead`) in the given transaction; `detail`: one record's answer. */
    const answer = async (db: Db, request: FastifyRequest, row: Row, detail = true) =>
      (await recordsOf(db, resource, [row], request, detail))[0]!;
    const writing = <T>(work: (db: Db) => Promise<T>) => app.db.transaction().execute(work);
    const columns = async (db: Db, request: FastifyRequest, body: Row, op: 'beforeCreate' | 'beforeUpdate', previous?: Row) => {
      const ctx = { db, request, previous };
      let written = toColumns(d, body, rolesOf(request), previous);
      if (hooks.beforeWrite) written = await hooks.beforeWrite(written, ctx);
      const hook = hooks[op];
      return hook ? hook(written, ctx) : written;
    };

    if (enabled(d, 'list')) {
      const { config, ...schema } = route('list');
      const { within } = d.list;
      const path = within ? `${d.path}/:${within.param}` : d.path;
      const params = within ? { params: Type.Object({ [within.param]: Type.String({ format: 'uuid' }) }) } : {};
      const response = { 200: listReply(Record), ...errorReplies };
      app.get(path, { config, schema: { ...schema, ...params, querystring: listQuerySchema(d), response } },
        async (request) => {
          const reply = await listRows(app.db, d, request.query as unknown as ListRequest, listScopes(resource, request));
          return { ...reply, data: await recordsOf(app.db, resource, reply.data, request) };
        });
    }
    if (enabled(d, 'one')) {
      const { config, ...schema } = route('one');
      app.get(item, { config, schema: { ...schema, params: idParams, response: { 200: Detail, ...recordErrors } } }, async (request) => {
        const row = await oneRow(app.db, d, request.params.id);
        checkRecord(d, 'one', request, row);
        return answer(app.db, request, row);
      });
    }
    if (enabled(d, 'create')) {
      const { config, ...schema } = route('create');
      app.post(d.path, { config, schema: { ...schema, body: Body, response: { 201: Detail, ...errorReplies } } }, async (request, reply) => {
        const record = await writing(async (db) => {
          const row = await insertRow(db, d, owned(d, request, await columns(db, request, request.body as Row, 'beforeCreate')));
          await writeAudit(db, actorOf(request), { resource: d.name, recordId: String(row.id), action: 'create', after: row, shown: d.list.columns });
          await writeLinks(db, d, row.id as string, request.body as Row);
          const created = await answer(db, request, row);
          await hooks.afterCreate?.(created, { db, request });
          return created;
        });
        return reply.status(201).send(record);
      });
    }
    if (enabled(d, 'update')) {
      const { config, ...schema } = route('update');
      const method = d.update === 'PATCH' ? 'patch' : 'put';
      app[method](item, { config, schema: { ...schema, params: idParams, body: Body, response: { 200: Detail, ...recordErrors } } },
        async (request) =>
          writing(async (db) => {
            // the row as it was, read under a lock: the audit's 'before', and concurrent updates of it queue up
            const previous = await lockedRow(db, d, request.params.id);
            checkRecord(d, 'update', request, previous);
            const row = await updateRow(db, d, request.params.id, await columns(db, request, request.body as Row, 'beforeUpdate', previous));
            await writeAudit(db, actorOf(request), { resource: d.name, recordId: request.params.id, action: 'update', before: previous, after: row, shown: d.list.columns });
            await writeLinks(db, d, request.params.id, request.body as Row);
            const updated = await answer(db, request, row);
            await hooks.afterUpdate?.(updated, { db, request, previous });
            return updated;
          }));
    }
    if (enabled(d, 'delete')) {
      const { config, ...schema } = route('delete');
      const response = { 200: Record, ...recordErrors, 409: Type.Ref('ErrorBody') };
      app.delete(item, { config, schema: { ...schema, params: idParams, response } }, async (request) =>
        writing(async (db) => {
          const previous = await lockedRow(db, d, request.params.id);
          checkRecord(d, 'delete', request, previous);
          await hooks.beforeDelete?.({ db, request, previous });
          // joined values are read before the delete (its cascade may take the links with it)
          const before = joined ? await answer(db, request, previous, false) : undefined;
          const deleted = await deleteRow(db, d, request.params.id, inUse);
          await writeAudit(db, actorOf(request), { resource: d.name, recordId: request.params.id, action: 'delete', before: deleted, shown: d.list.columns });
          const gone = before ?? (await answer(db, request, deleted, false));
          await hooks.afterDelete?.(gone, { db, request, previous });
          return gone;
        }));
    }
  };
}
