import { HttpError } from 'react-admin';
import { ERROR_CODES, type ApiErrorBody } from '../../../common/errors';
import type { ProviderI18n } from '../providerI18n';

const TOKEN_LIFETIME_CODES: readonly string[] = [ERROR_CODES.invalidJwt, ERROR_CODES.invalidRefresh];

/** Reads `{message, code?, errors?}` from an error reply; anything else (HTML from a proxy, empty) gives {}. */
export function parseErrorBody(json: unknown): Partial<ApiErrorBody> {
  if (!json || typeof json !== 'object') return {};
  const { message, code, errors } = json as Record<string, unknown>;
  const body: Partial<ApiErrorBody> = {};
  if (typeof message === 'string') body.message = message;
  if (typeof code === 'string') body.code = code;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (entries.length > 0) body.errors = Object.fromEntries(entries);
  }
  return body;
}

export function fieldErrorTexts(body: Partial<ApiErrorBody>): string[] {
  return Object.values(body.errors ?? {});
}

/** The shared error handler's text (P2, P3): the server already wrote `message` and `errors` in the user's language. */
export function describeApiError(status: number, body: Partial<ApiErrorBody>, i18n: ProviderI18n): string {
  if (status >= 500) return i18n.translate('app.errors.unexpected');
  if (body.code && TOKEN_LIFETIME_CODES.includes(body.code)) return i18n.translate('app.errors.tokenExpired');
  return fieldErrorTexts(body)[0] ?? body.message ?? i18n.translate('app.errors.requestFailed');
}

/** react-admin's HttpError; with `body.errors` react-admin's forms show the messages under their fields. */
export function apiError(status: number, body: Partial<ApiErrorBody>, i18n: ProviderI18n): HttpError {
  return new HttpError(describeApiError(status, body, i18n), status, body);
}

/** No reply at all (network down, timeout): status 0, so checkError keeps the session. */
export function unavailableError(i18n: ProviderI18n): HttpError {
  return new HttpError(i18n.translate('app.errors.serverUnavailable'), 0, {});
}

export async function readErrorBody(response: Response): Promise<Partial<ApiErrorBody>> {
  try {
    return parseErrorBody(JSON.parse(await response.text()));
  } catch {
    return {};
  }
}
