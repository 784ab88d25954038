import { HttpError } from 'react-admin';
import type { ApiErrorBody } from '../../common/errors';
import { describeApiError, fieldErrorTexts } from '../dataProvider/http/errors';
import type { ProviderI18n } from '../dataProvider/providerI18n';

/** A failed sign-in with the texts to show (P1); a 400 carries one text per invalid field. */
export class LoginError extends HttpError {
  constructor(
    readonly messages: string[],
    status: number,
    body: Partial<ApiErrorBody>,
  ) {
    super(messages[0], status, body);
    Object.setPrototypeOf(this, LoginError.prototype);
    this.name = 'LoginError';
  }
}

function loginTexts(status: number, body: Partial<ApiErrorBody>, i18n: ProviderI18n): string[] {
  if (status === 0) return [i18n.translate('app.errors.serverUnavailable')];
  if (status === 400) {
    const fields = fieldErrorTexts(body);
    return fields.length ? fields : [describeApiError(status, body, i18n)];
  }
  if (status === 401 || status === 404) return [i18n.translate('app.auth.invalidCredentials')];
  if (status === 403) return [i18n.translate('app.auth.accessDenied')];
  if (status === 429) return [body.message ?? i18n.translate('app.auth.tooManyAttempts')];
  return [describeApiError(status, body, i18n)];
}

/** Turns an error of POST /auth/login into the sign-in texts of P1. */
export function toLoginError(error: unknown, i18n: ProviderI18n): LoginError {
  const status = error instanceof HttpError ? Number(error.status) : 0;
  const body: Partial<ApiErrorBody> = error instanceof HttpError ? (error.body ?? {}) : {};
  return new LoginError(loginTexts(status, body, i18n), status, body);
}

/** The texts to show for whatever a sign-in threw: its own texts, or 'server unavailable' for anything else. */
export function loginErrorTexts(error: unknown, translate: ProviderI18n['translate']): string[] {
  return error instanceof LoginError ? error.messages : [translate('app.errors.serverUnavailable')];
}
