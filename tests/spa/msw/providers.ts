import { createAuthProvider } from '../../../src/authProvider/authProvider';
import { type TokenStore, createTokenStore } from '../../../src/authProvider/tokenStore';
import { createDataProvider } from '../../../src/dataProvider';
import { createHttpClient } from '../../../src/dataProvider/http';
import type { TabLock } from '../../../src/dataProvider/http/sessionRefresh';
import { createStoredLocaleI18n } from '../../../src/dataProvider/providerI18n';
import type { ResourceEndpoints } from '../../../src/dataProvider/types';

export interface TestProviderOptions {
  /** By default a store of its own over the page's local storage, like another tab. */
  tokens?: TokenStore;
  refreshLock?: TabLock;
}

/** Fresh providers over the test page's local storage, sharing one HTTP client as in the app. */
export function createTestProviders(resources: Record<string, ResourceEndpoints> = {}, options: TestProviderOptions = {}) {
  const { tokens = createTokenStore(window.localStorage), refreshLock } = options;
  const i18n = createStoredLocaleI18n();
  const http = createHttpClient({ tokens, i18n, refreshLock });
  return {
    tokens,
    http,
    dataProvider: createDataProvider({ http, resources }),
    authProvider: createAuthProvider({ http, tokens, i18n, cabinet: () => 'sales' }),
  };
}

/** A lock shared by the "tabs" of one test, as the Web Locks API is shared by the tabs of one origin. */
export function createTabMutex(): TabLock {
  let tail: Promise<void> = Promise.resolve();
  return (task) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}
