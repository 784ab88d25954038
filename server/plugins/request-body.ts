import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';
import { nulBytePath } from './input-paths';

interface ObjectSchema {
  type?: unknown;
  required?: string[];
}

/** A body schema every field of which is optional: a missing body means `{}` (e.g. POST /agents/new/{id}). */
function needsNoBody(schema: unknown): boolean {
  const object = schema as ObjectSchema | undefined;
  return object?.type === 'object' && !object.required?.length;
}

function rejectNulBytes(request: FastifyRequest) {
  const field = nulBytePath(request.params) ?? nulBytePath(request.query) ?? nulBytePath(request.body);
  if (field) throw badRequest({ [field]: 'validation.nul' });
}

/**
 * Bodies as the spec's calls send them: an empty JSON body is no body (a DELETE sent with a JSON
 * content type, a POST whose fields are all optional), and a NUL character in any string is refused
 * with its field before it reaches PostgreSQL, which cannot store it in text.
 */
export default fp(async function requestBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.length === 0) return done(null, undefined);
    parseJson(request, text, done);
  });
  app.addHook('preValidation', async (request) => {
    rejectNulBytes(request);
    if (request.body === undefined && needsNoBody(request.routeOptions.schema?.body)) request.body = {};
  });
});
