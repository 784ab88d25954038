import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ApiErrorBody } from '../../common/errors';
import { UNIQUE_VIOLATION, isDataException, isDatabaseUnavailable, pgCode, quotedValue } from '../db/pg-errors';
import { ApiError } from '../http/errors';
import { pathOfValue } from './input-paths';
import { type Language, type MessageKey, pickLanguage, translate } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const KEYWORD_MESSAGES: Record<string, MessageKey> = {
  required: 'validation.required',
  type: 'validation.type',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  exclusiveMinimum: 'validation.minimum',
  exclusiveMaximum: 'validation.maximum',
  minItems: 'validation.minLength',
  maxItems: 'validation.maxLength',
  enum: 'validation.enum',
  const: 'validation.enum',
  pattern: 'validation.pattern',
  additionalProperties: 'validation.additional',
  format: 'validation.format',
};

/** How long a client waits before retrying while the database is unreachable (pg reconnects on the next query). */
const DATABASE_RETRY_SECONDS = 5;

/** Busboy throws plain errors for a multipart body it cannot read (e.g. no boundary): the client's fault. */
const MALFORMED_MULTIPART = /^(Multipart: Boundary not found|Unexpected end of multipart data)$/;

function fieldOf(error: AjvError): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
  return [base, extra].filter(Boolean).join('.') || '_';
}

function messageOf(error: AjvError, language: Language): string {
  let key = KEYWORD_MESSAGES[error.keyword] ?? 'validation.format';
  if (error.keyword === 'format' && error.params.format === 'email') key = 'validation.email';
  if (error.keyword === 'format' && error.params.format === 'uuid') key = 'validation.uuid';
  const limit = (error.params.limit ?? '') as string | number;
  return translate(language, key, { limit });
}

export function validationBody(errors: AjvError[], language: Language): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    fields[field] ??= messageOf(error, language);
  }
  const first = Object.values(fields)[0];
  return { message: first ?? translate(language, 'validation.failed'), code: ERROR_CODES.validation, errors: fields };
}

/** Where the value PostgreSQL refused came from, when its message quotes it and one input holds it. */
function fieldHolding(request: FastifyRequest, value: string): string | null {
  for (const source of [request.params, request.query, request.body]) {
    const field = pathOfValue(source, value);
    if (field) return field;
  }
  return null;
}

function dataExceptionBody(error: unknown, request: FastifyRequest): ApiErrorBody {
  const message = translate(request.language, 'validation.format');
  const value = quotedValue(error);
  const field = value === null ? null : fieldHolding(request, value);
  return { message, code: ERROR_CODES.validation, ...(field ? { errors: { [field]: message } } : {}) };
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function handle(error: FastifyError & { validation?: AjvError[] }, request: FastifyRequest, reply: FastifyReply) {
  const language = request.language;
  if (error instanceof ApiError) {
    if ((error.statusCode === 429 || error.statusCode === 503) && typeof error.params.seconds === 'number') reply.header('retry-after', String(error.params.seconds));
    const errors = error.fieldErrors
      ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, key]) => [field, translate(language, key, error.params)]))
      : undefined;
    return send(reply, error.statusCode, {
      message: errors ? Object.values(errors)[0] : translate(language, error.messageKey, error.params),
      ...(error.code ? { code: error.code } : {}),
      ...(errors ? { errors } : {}),
    });
  }
  if (error.validation && error.validationContext === 'body' && request.body == null)
    return send(reply, 400, { message: translate(language, 'validation.bodyRequired'), code: ERROR_CODES.validation });
  if (error.validation) return send(reply, 400, validationBody(error.validation, language));
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable: request refused with 503');
    reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
    return send(reply, 503, { message: translate(language, 'error.databaseUnavailable', { seconds: DATABASE_RETRY_SECONDS }), code: ERROR_CODES.unavailable });
  }
  const code = pgCode(error);
  if (code === UNIQUE_VIOLATION) return send(reply, 409, { message: translate(language, 'error.conflict'), code: ERROR_CODES.conflict });
  if (isDataException(error)) return send(reply, 400, dataExceptionBody(error, request));
  if (MALFORMED_MULTIPART.test(error.message))
    return send(reply, 400, { message: translate(language, 'validation.format'), code: ERROR_CODES.validation });
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return send(reply, 415, { message: translate(language, 'validation.contentType'), code: ERROR_CODES.validation });
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
    return send(reply, 413, { message: translate(language, 'error.payloadTooLarge'), code: ERROR_CODES.validation });
  if (error.statusCode === 429) return send(reply, 429, { message: error.message, code: ERROR_CODES.tooManyRequests });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const key: MessageKey = error.code?.startsWith('FST_ERR_CTP') || error instanceof SyntaxError ? 'validation.json' : 'validation.failed';
    return send(reply, error.statusCode, { message: translate(language, key), code: ERROR_CODES.validation });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: translate(language, 'error.internal'), code: ERROR_CODES.internal });
}

/** One error contract for every route: `{ message, code?, errors? }` with a correct HTTP status. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.decorateRequest('language', 'ru');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
  app.setErrorHandler(handle);
});
