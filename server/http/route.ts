import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { type TRef, type TSchema, Type } from 'typebox';
import type { Action } from '../../common/access';
import type { RouteAccess } from '../plugins/access';
import { errorReplies } from './list';

type App = Parameters<FastifyPluginAsyncTypebox>[0];
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** A route's schema besides its tags and summary (params, querystring, body, response, description, security…). */
export type RouteSchema = Omit<FastifySchema, 'tags' | 'summary'> & { description?: string; security?: unknown[] };

/** What a route takes besides its schema: a hook before validation, a rate limit of @fastify/rate-limit. */
type Extras = { preValidation?: (request: FastifyRequest) => Promise<void>; rateLimit?: { max: number; timeWindow: number }; admits?: (request: FastifyRequest) => boolean };

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;
const ErrorRef = Type.Ref('ErrorBody');

/** The error contract's reply under each of `codes`. */
export const errors = <E extends ErrorStatus[]>(...codes: E) =>
  Object.fromEntries(codes.map((code) => [code, ErrorRef])) as Record<E[number], TRef>;

/** The replies of a route: its answer under `status`, the error contract under 400, 401, 403 and each further status. */
export function replies<S extends number, T extends TSchema, E extends ErrorStatus[]>(status: S, answer: T, ...more: E) {
  return { [status]: answer, ...errorReplies, ...errors(...more) } as Record<S, T> & typeof errorReplies & Record<E[number], TRef>;
}

/** 200 with `answer`, and the error contract. */
export const ok = <T extends TSchema, E extends ErrorStatus[]>(answer: T, ...more: E) => replies(200, answer, ...more);
/** 201 with `answer`, and the error contract. */
export const created = <T extends TSchema, E extends ErrorStatus[]>(answer: T, ...more: E) => replies(201, answer, ...more);

/**
 * One module's routes with its OpenAPI tags and access-matrix resource named once, so that a route is its
 * method, path, access, summary, schema and handler: `route.get('/clients', 'list', 'Clients list', {…}, handler)`.
 * `access` is 'public', 'authenticated', `{ resource, action }`, or an action of the module's resource.
 * The operationId comes from the method and path (plugins/operation-ids.ts).
 */
export function routeTable(app: App, { tags, resource }: { tags: string[]; resource?: string }) {
  const accessOf = (access: RouteAccess | Action): RouteAccess => {
    if (typeof access !== 'string') return access;
    if (access === 'public' || access === 'authenticated') return access as RouteAccess;
    if (!resource) throw new Error(`the action '${access}' needs the module's resource`);
    return { resource, action: access };
  };
  const add =
    (method: HTTPMethods) =>
    <S extends RouteSchema>(url: string, access: RouteAccess | Action, summary: string, schema: S, handler: Handler<S>, extras: Extras = {}) => {
      const { rateLimit, admits, ...hooks } = extras;
      app.route<RouteGenericInterface, ContextConfigDefault, S>({
        method,
        url,
        config: { access: accessOf(access), ...(rateLimit ? { rateLimit } : {}), ...(admits ? { admits } : {}) },
        schema: { tags, summary, ...schema },
        handler,
        ...hooks,
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE'), patch: add('PATCH') };
}
