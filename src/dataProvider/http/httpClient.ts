import { APP_TOKEN_HEADER, ERROR_CODES } from '../../../common/errors';
import type { TokenStore } from '../../authProvider/tokenStore';
import type { ProviderI18n } from '../providerI18n';
import { apiError, readErrorBody, unavailableError } from './errors';
import { toQueryString, type QueryParams } from './query';
import { REFRESH_PATH, type TabLock, createSessionRefresh } from './sessionRefresh';

/** The application token (A3): names this client to the server; not a secret. */
export const APP_TOKEN = 'certificates-spa';
export const API_BASE = '/gw';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: QueryParams;
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /** Cancels the request; a cancelled request rejects with its AbortError and is not reported. */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds with the 'server unavailable' error. */
  timeoutMs?: number;
  /** false for sign-in and refresh themselves: no bearer token and no refresh on 401. */
  authenticated?: boolean;
  accept?: string;
  /** With authenticated false: a token other than the session's (the registration- and recovery-only tokens, A8, A10). */
  bearer?: string;
}

export interface HttpClient {
  /** The parsed JSON reply, or undefined for an empty one (204). */
  json<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  /** The raw successful reply, for files. */
  raw(method: HttpMethod, path: string, options?: RequestOptions): Promise<Response>;
}

export interface HttpClientOptions {
  tokens: TokenStore;
  i18n: ProviderI18n;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How tabs take turns refreshing; the Web Locks API by default. */
  refreshLock?: TabLock;
}

export function createHttpClient({
  tokens,
  i18n,
  baseUrl = API_BASE,
  fetch: fetchImpl = (...args) => fetch(...args),
  refreshLock,
}: HttpClientOptions): HttpClient {
  const headersFor = (options: RequestOptions, token: string | null) => {
    const headers = new Headers({
      Accept: options.accept ?? 'application/json',
      [APP_TOKEN_HEADER]: APP_TOKEN,
      'Accept-Language': i18n.getLocale(),
    });
    // Only with a body: Fastify refuses an empty body declared as JSON (e.g. on DELETE).
    if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
    const bearer = token ?? options.bearer;
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    return headers;
  };

  async function send(method: HttpMethod, path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const { body, signal, timeoutMs } = options;
    const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter((s): s is AbortSignal => !!s);
    try {
      return await fetchImpl(`${baseUrl}${path}${toQueryString(options.query)}`, {
        method,
        headers: headersFor(options, token),
        body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw unavailableError(i18n);
    }
  }

  const refreshAfter401 = createSessionRefresh({
    tokens,
    i18n,
    postRefresh: (refreshToken) => send('POST', REFRESH_PATH, { body: { refresh_token: refreshToken } }, null),
    lock: refreshLock,
  });

  async function raw(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
    const authenticated = options.authenticated !== false;
    const token = authenticated ? tokens.getSessionToken() : null;
    let response = await send(method, path, options, token);
    if (response.status === 401 && authenticated) {
      const refusal = await readErrorBody(response);
      // the server ended every session of the user (too many wrong passwords): nothing to refresh, sign out with its reason
      if (refusal.code === ERROR_CODES.sessionEnded) {
        tokens.clear();
        throw apiError(401, refusal, i18n);
      }
      await refreshAfter401(token);
      response = await send(method, path, options, tokens.getSessionToken());
    }
    if (!response.ok) throw apiError(response.status, await readErrorBody(response), i18n);
    return response;
  }

  return {
    raw,
    async json<T>(method: HttpMethod, path: string, options?: RequestOptions) {
      const text = await (await raw(method, path, options)).text();
      try {
        return (text ? JSON.parse(text) : undefined) as T;
      } catch {
        throw apiError(500, {}, i18n);
      }
    },
  };
}
