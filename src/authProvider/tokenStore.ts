/** The session tokens (A1, A4), kept in local storage so every tab of a cabinet shares one session. */
export const SESSION_TOKEN_KEY = 'sessionToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** Called with the current access token (or null) whenever it changes, in this tab or another one. */
export type TokenListener = (sessionToken: string | null) => void;

export interface TokenStore {
  getSessionToken(): string | null;
  getRefreshToken(): string | null;
  save(tokens: SessionTokens): void;
  clear(): void;
  subscribe(listener: TokenListener): () => void;
}

export function createTokenStore(storage: Storage = window.localStorage, events: EventTarget = window): TokenStore {
  const listeners = new Set<TokenListener>();
  const publish = () => {
    const token = storage.getItem(SESSION_TOKEN_KEY);
    listeners.forEach((listener) => listener(token));
  };

  // Another tab logging in, refreshing or logging out changes the session of this tab too.
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === SESSION_TOKEN_KEY || key === null) publish();
  };

  return {
    getSessionToken: () => storage.getItem(SESSION_TOKEN_KEY),
    getRefreshToken: () => storage.getItem(REFRESH_TOKEN_KEY),
    save({ token, refreshToken }) {
      storage.setItem(SESSION_TOKEN_KEY, token);
      storage.setItem(REFRESH_TOKEN_KEY, refreshToken);
      publish();
    },
    clear() {
      const hadToken = storage.getItem(SESSION_TOKEN_KEY) !== null;
      storage.removeItem(SESSION_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
      if (hadToken) publish();
    },
    subscribe(listener) {
      if (listeners.size === 0) events.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The tokens of this browser, shared by the data provider, the auth provider and the live channel. */
export const tokenStore = createTokenStore();
