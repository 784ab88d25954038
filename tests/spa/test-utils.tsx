/**
 * Shared wrapper for SPA component tests (atomic-crm's shape): renders inside react-admin's AdminContext
 * with the real i18n catalogues, the app theme, a memory store and the providers a test gives, under a
 * memory router, with react-admin's notifications shown as the app shows them (NotificationLayer).
 */
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type Store,
} from 'react-admin';
import { canAccess } from '../../common/access';
import type { Cabinet, Role } from '../../common/roles';
import type { AppIdentity } from '../../src/authProvider';
import { CabinetContext } from '../../src/cabinets/CabinetContext';
import { testI18nProvider } from './testI18n';
import { BRANDS } from '../../src/config/hosts';
import { cabinetThemes } from '../../src/layout/theme';
import { NotificationLayer } from '../../src/layout/NotificationLayer';
import type { Locale } from '../../src/i18n/types';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** An identity as the auth provider builds it, with the given roles. */
export function identityWith(roles: Role[], extra: Partial<AppIdentity> = {}): AppIdentity {
  return {
    id: 'user-1',
    fullName: 'Иван Петров',
    phone: '79991234567',
    email: 'ivan@example.com',
    roles,
    agentId: roles.includes('AGENT') ? 'agent-1' : null,
    partnerId: null,
    agentType: null,
    isNotFullProfile: false,
    isNewUser: false,
    partnerClickId: null,
    clickConsentAt: null,
    ...extra,
  };
}

/** A signed-in session for `identity` (or a signed-out one for null); access comes from the shared matrix. */
export function testAuthProvider(identity: AppIdentity | null): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => (identity ? undefined : Promise.reject({ message: false })),
    checkError: async () => undefined,
    getIdentity: async () => identity ?? Promise.reject(new Error('signed out')),
    getPermissions: async () => identity?.roles ?? [],
    canAccess: async ({ resource, action, record }) =>
      !!identity && canAccess({ roles: identity.roles, userId: identity.id, agentId: identity.agentId }, { resource, action, record }),
  };
}

/** A data provider whose every method rejects unless the test gives it (react-admin's testDataProvider). */
export function testProvider(overrides: Partial<DataProvider> & Record<string, unknown> = {}): DataProvider {
  return testDataProvider(overrides);
}

/**
 * Wait limits for whole-admin renders, which are slow when the suite runs in parallel on few cores.
 * They bound a wait; no test asserts how long anything takes.
 */
export const RENDER_WAIT = { timeout: 10_000 };
export const COMPONENT_TEST = { timeout: 30_000 };

export interface AdminRenderOptions {
  identity?: AppIdentity | null;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  store?: Store;
  locale?: Locale;
  cabinet?: Cabinet;
  /** The address inside the cabinet (the hash route), e.g. '/certificates'. */
  path?: string;
}

export interface AdminRenderResult extends RenderResult {
  store: Store;
}

export function renderWithAdmin(ui: ReactElement, options: AdminRenderOptions = {}): AdminRenderResult {
  const {
    identity = identityWith(['ADMIN']),
    authProvider = testAuthProvider(identity),
    dataProvider = testProvider(),
    store = memoryStore(),
    locale = 'ru',
    cabinet = 'sales',
    path = '/',
  } = options;
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <CabinetContext.Provider value={cabinet}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={testI18nProvider(locale)}
          store={store}
          theme={cabinetThemes(BRANDS.certificates).theme}
        >
          {ui}
          <NotificationLayer />
        </AdminContext>
      </CabinetContext.Provider>
    </MemoryRouter>,
  );
  return { ...result, store };
}
