import { HttpError } from 'react-admin';
import type { SessionTokens, TokenStore } from '../../authProvider/tokenStore';
import type { ProviderI18n } from '../providerI18n';
import { apiError, describeApiError, readErrorBody, unavailableError } from './errors';

export const REFRESH_PATH = '/auth/token/refresh';

/** Runs a task while no other tab of this origin runs one under the same lock. */
export type TabLock = (task: () => Promise<void>) => Promise<void>;

/** The Web Locks API where the browser has it; without it each tab refreshes on its own. */
export const webLock: TabLock = (task) => (navigator.locks ? navigator.locks.request<void>('certificates-token-refresh', task) : task());

interface SessionRefreshDeps {
  tokens: TokenStore;
  i18n: ProviderI18n;
  /** Sends POST /auth/token/refresh without a bearer token. */
  postRefresh: (refreshToken: string) => Promise<Response>;
  lock?: TabLock;
}

/**
 * Refreshes the access token after a 401 (A4). Single-flight: every request that failed while a refresh
 * is running waits for that one refresh, and a request that failed with a token that has since been
 * replaced replays at once, so N parallel 401s cost exactly one refresh call. Tabs take turns under a
 * lock, because the server ends the whole session when a spent refresh token comes back (decisions A4).
 * Rejects with a 401 HttpError when the session is over (react-admin's checkError then logs out).
 */
export function createSessionRefresh({ tokens, i18n, postRefresh, lock = webLock }: SessionRefreshDeps) {
  let running: Promise<void> | null = null;

  const sessionOver = (status: number, body: Parameters<typeof describeApiError>[1]) => {
    tokens.clear();
    return new HttpError(describeApiError(status, body, i18n), 401, body);
  };

  async function refresh(): Promise<void> {
    const refreshToken = tokens.getRefreshToken();
    if (!refreshToken) throw sessionOver(401, { code: 'E_INVALID_JWT_REFRESH_TOKEN' });

    let response: Response;
    try {
      response = await postRefresh(refreshToken);
    } catch {
      throw unavailableError(i18n);
    }
    if (response.ok) {
      const fresh = parseTokens(await response.json().catch(() => null));
      if (!fresh) throw sessionOver(500, {});
      tokens.save(fresh);
      return;
    }
    const body = await readErrorBody(response);
    const ended = response.status >= 502 || (response.status >= 400 && response.status < 500);
    throw ended ? sessionOver(response.status, body) : apiError(response.status, body, i18n);
  }

  // Someone (this tab or another) renewed the token since the request was refused: just replay.
  const renewedSince = (rejectedToken: string | null) => {
    const current = tokens.getSessionToken();
    return !!current && current !== rejectedToken;
  };

  /** `rejectedToken` is the access token the failed request carried. */
  return function refreshAfter401(rejectedToken: string | null): Promise<void> {
    if (renewedSince(rejectedToken)) return Promise.resolve();
    running ??= lock(() => (renewedSince(rejectedToken) ? Promise.resolve() : refresh())).finally(() => {
      running = null;
    });
    return running;
  };
}

function parseTokens(json: unknown): SessionTokens | null {
  if (!json || typeof json !== 'object') return null;
  const { token, refreshToken } = json as Record<string, unknown>;
  return typeof token === 'string' && typeof refreshToken === 'string' ? { token, refreshToken } : null;
}
