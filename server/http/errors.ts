import { ERROR_CODES, type ApiErrorBody } from '../../common/errors';
import type { MessageKey } from '../i18n/messages';

/**
 * An error meant for the client. Messages are catalogue keys, translated when the reply is written,
 * so a route never hard-codes text.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly code?: string,
    readonly fieldErrors?: Record<string, MessageKey>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (fieldErrors: Record<string, MessageKey>, messageKey: MessageKey = 'validation.failed') =>
  new ApiError(400, messageKey, ERROR_CODES.validation, fieldErrors);
export const unauthorized = (messageKey: MessageKey = 'error.unauthorized', code: string = ERROR_CODES.unauthorized) =>
  new ApiError(401, messageKey, code);
export const forbidden = (messageKey: MessageKey = 'error.forbidden') => new ApiError(403, messageKey, ERROR_CODES.forbidden);
export const notFound = (messageKey: MessageKey = 'error.notFound') => new ApiError(404, messageKey, ERROR_CODES.notFound);
export const conflict = (fieldErrors?: Record<string, MessageKey>, messageKey: MessageKey = 'error.conflict') =>
  new ApiError(409, messageKey, ERROR_CODES.conflict, fieldErrors);

export type { ApiErrorBody };
