/** The generated CRUD routes of one declared resource, with its custom routes beside them. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type Action, canAccess } from '../../common/access';
import { type Operation, type ResourceDeclaration, enabled, ownerIdOf, recordRulesOf, seesAll } from '../../common/resource';
import { errorReplies, listReply } from '../http/list';
import { forbidden } from '../http/errors';
import { recordWithExtras, withExtras } from './extras';
import type { ServerResource } from './hooks';
import { toColumns, toRecord } from './rows';
import { bodySchema, idParams, listQuerySchema } from './schemas';
import { type ListRequest, type ListScope, deleteRow, insertRow, listRows, oneRow, updateRow } from './store';

type Row = Record<string, unknown>;
const ACTION: Record<Operation, Action> = { list: 'list', one: 'show', create: 'create', update: 'edit', delete: 'delete' };
const VERB: Record<Operation, string> = { list: 'List', one: 'Get', create: 'Create', update: 'Update', delete: 'Delete' };

const camel = (name: string) => name.replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase());
const rolesOf = (request: FastifyRequest) => request.user?.roles ?? [];

function summary(d: ResourceDeclaration, op: Operation, given?: string) {
  if (given) return given;
  const what = op === 'list' ? `${d.name}, paged, sorted by ${d.list.sort.join(', ')}` : `one record of ${d.name}`;
  return `${VERB[op]} ${what}`;
}

/** Record rules of the matrix (own records) on a record already read. */
/** The caller as the matrix sees it (its user id under the name the record rules read). */
const subjectOf = (request: FastifyRequest) => (request.user ? { ...request.user, userId: request.user.id } : null);

/** The owner rule on the list: the caller's own rows only, in SQL (null: it owns none). */
function ownerScope(d: ResourceDeclaration, request: FastifyRequest): ListScope | undefined {
  const subject = subjectOf(request);
  if (!d.owner || !subject || seesAll(d, subject)) return undefined;
  return { column: d.owner.column, value: ownerIdOf(d, subject) };
}

/** The list's limits: the owner rule and, for a parent's records (`list.within`), the parent in the path. */
function listScopes(d: ResourceDeclaration, request: FastifyRequest): ListScope[] {
  const { within } = d.list;
  const parent = within ? [{ column: within.column, value: (request.params as Row)[within.param] }] : [];
  const owner = ownerScope(d, request);
  return [...parent, ...(owner ? [owner] : [])];
}

/** What a caller bound by the owner rule creates is its own, whatever the body says. */
function owned(d: ResourceDeclaration, request: FastifyRequest, columns: Row): Row {
  const scope = ownerScope(d, request);
  return scope ? { ...columns, [scope.column]: scope.value } : columns;
}

function checkRecord(d: ResourceDeclaration, op: Operation, request: FastifyRequest, row: Row) {
  const subject = subjectOf(request);
  if (!recordRulesOf(d)[ACTION[op]] || !subject) return;
  if (!canAccess(subject, { resource: d.name, action: ACTION[op], record: row })) throw forbidden();
}

export function declaredRoutes(resource: ServerResource): FastifyPluginAsyncTypebox {
  const { declaration: d, hooks = {}, custom, summaries = {}, inUse, extras, operationIds = {} } = resource;
  const Record = recordWithExtras(d, extras);
  const Body = bodySchema(d);
  const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
  const route = (op: Operation) => ({
    config: { access: { resource: d.name, action: ACTION[op] } },
    tags: [d.name],
    summary: summary(d, op, summaries[op]),
    operationId: operationIds[op] ?? `${camel(d.name)}${VERB[op]}`,
  });
  const item = `${d.path}/:id`;
  const checksRecords = Object.keys(recordRulesOf(d)).length > 0;

  return async (app) => {
    if (custom) await app.register(custom);
    const answerAll = (request: FastifyRequest, rows: Row[]) =>
      withExtras(extras, rows.map((row) => toRecord(d, row, rolesOf(request))), rows, app.db);
    const answer = async (request: FastifyRequest, row: Row) => (await answerAll(request, [row]))[0];
    const columns = async (request: FastifyRequest, body: Row, op: 'beforeCreate' | 'beforeUpdate', previous?: Row) => {
      const ctx = { db: app.db, request, previous };
      let written = toColumns(d, body, rolesOf(request));
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
      app.get(path, { config, schema: { ...schema, ...params, querystring: listQuerySchema(d), response } }, async (request) => {
        const reply = await listRows(app.db, d, request.query as ListRequest, listScopes(d, request));
        return { ...reply, data: await answerAll(request, reply.data) };
      });
    }
    if (enabled(d, 'one')) {
      const { config, ...schema } = route('one');
      app.get(item, { config, schema: { ...schema, params: idParams, response: { 200: Record, ...recordErrors } } }, async (request) => {
        const row = await oneRow(app.db, d, request.params.id);
        checkRecord(d, 'one', request, row);
        return answer(request, row);
      });
    }
    if (enabled(d, 'create')) {
      const { config, ...schema } = route('create');
      app.post(d.path, { config, schema: { ...schema, body: Body, response: { 201: Record, ...errorReplies } } }, async (request, reply) => {
        const row = await insertRow(app.db, d, owned(d, request, await columns(request, request.body as Row, 'beforeCreate')));
        const record = await answer(request, row);
        await hooks.afterCreate?.(record, { db: app.db, request });
        return reply.status(201).send(record);
      });
    }
    if (enabled(d, 'update')) {
      const { config, ...schema } = route('update');
      const method = d.update === 'PATCH' ? 'patch' : 'put';
      app[method](item, { config, schema: { ...schema, params: idParams, body: Body, response: { 200: Record, ...recordErrors } } },
        async (request) => {
          const previous = checksRecords || hooks.beforeUpdate || hooks.afterUpdate ? await oneRow(app.db, d, request.params.id) : undefined;
          if (previous) checkRecord(d, 'update', request, previous);
          const row = await updateRow(app.db, d, request.params.id, await columns(request, request.body as Row, 'beforeUpdate', previous));
          const record = await answer(request, row);
          await hooks.afterUpdate?.(record, { db: app.db, request, previous });
          return record;
        });
    }
    if (enabled(d, 'delete')) {
      const { config, ...schema } = route('delete');
      const response = { 200: Record, ...recordErrors, 409: Type.Ref('ErrorBody') };
      app.delete(item, { config, schema: { ...schema, params: idParams, response } }, async (request) => {
        const previous = checksRecords || hooks.beforeDelete ? await oneRow(app.db, d, request.params.id) : undefined;
        if (previous) checkRecord(d, 'delete', request, previous);
        await hooks.beforeDelete?.({ db: app.db, request, previous });
        const record = await answer(request, await deleteRow(app.db, d, request.params.id, inUse));
        await hooks.afterDelete?.(record, { db: app.db, request, previous });
        return record;
      });
    }
  };
}
