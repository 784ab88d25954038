import { Suspense, useEffect, useMemo, useState } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthCallback,
  AuthenticationError,
  CoreAdminUI,
  type CoreAdminUIProps,
  LoadingPage,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
  type Store,
} from 'react-admin';
import { RouterProvider, createHashRouter } from 'react-router-dom';
import { hostConfig } from '../config/hosts';
import { createI18nProvider } from '../i18n';
import { screenTexts, showScreensOf } from '../i18n/screenTexts';
import { CabinetLayout } from '../layout/CabinetLayout';
import { cabinetStore } from '../store/cabinetStore';
import { NotificationLayer } from '../layout/NotificationLayer';
import { cabinetThemes } from '../layout/theme';
import { cabinetRoutes } from '../customRoutes/cabinetRoutes';
import { HomeRedirect } from '../customRoutes/HomeRedirect';
import { ErrorPage } from '../pages/ErrorPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CabinetContext } from './CabinetContext';
import { lazyScreen } from './lazyScreen';
import type { Locale } from '../i18n/types';
import type { CabinetDefinition } from './types';
import { RecordHistorySlot } from '../resources/declared/recordHistorySlot';

// shown only after a sign-out or a lost session (a visitor who is not signed in gets src/login first): its form is
// not part of the cabinet's first screen (docs/performance.md)
const LazyLoginPage = lazyScreen(() => import('../pages/LoginPage'), 'LoginPage');
const LoginPage = () => (
  <Suspense fallback={null}>
    <LazyLoginPage />
  </Suspense>
);

export interface CabinetAdminProps {
  definition: CabinetDefinition;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  /** Tests pass a memory store; the app keeps preferences (theme, language, banner) in local storage. */
  store?: Store;
}

/**
 * One cabinet as its own react-admin app (hash routes inside, e.g. /sales/#/certificates), under a hash
 * router created once that applies navigations at once. With react-router 7's default (navigations as
 * transitions), the re-renders react-admin's logout causes kept interrupting the move to /login, so a
 * signed-out visitor went through logout and /login thousands of times before the page settled.
 */
export function CabinetAdmin(props: CabinetAdminProps) {
  const [router] = useState(() => createHashRouter([{ path: '*', element: <CabinetAdminApp {...props} /> }]));
  return <RouterProvider router={router} useTransitions={false} />;
}

/** Every page react-admin's UI shows besides the cabinet's sections, the same in each cabinet. */
const CABINET_PAGES = {
  layout: CabinetLayout,
  dashboard: HomeRedirect,
  loginPage: LoginPage,
  catchAll: NotFoundPage,
  error: ErrorPage,
  loading: LoadingPage,
  accessDenied: AccessDenied,
  authenticationError: AuthenticationError,
  authCallbackPage: AuthCallback,
} satisfies Partial<CoreAdminUIProps>;

function CabinetAdminApp({ definition, authProvider, dataProvider, store }: CabinetAdminProps) {
  const host = hostConfig();
  const { theme, darkTheme } = useMemo(() => cabinetThemes(host.brand), [host.brand]);
  const i18nProvider = useCabinetI18n(definition, host.locale);
  const appStore = useMemo(() => store ?? cabinetStore(), [store]);
  if (!i18nProvider) return null;

  // react-admin's <Admin> and <AdminUI> spelled out with every page given: their defaults (react-admin's own
  // login form, layout, i18n) would otherwise be bundled into every cabinet's first screen unused
  return (
    <CabinetContext.Provider value={definition.cabinet}>
      <RecordHistorySlot.Provider value={definition.recordHistory ?? null}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={appStore}
          theme={theme}
          darkTheme={darkTheme}
        >
          <CssBaseline enableColorScheme>
            <CoreAdminUI {...CABINET_PAGES} requireAuth disableTelemetry>
              {cabinetRoutes(definition)}
            </CoreAdminUI>
            <NotificationLayer />
          </CssBaseline>
        </AdminContext>
      </RecordHistorySlot.Provider>
    </CabinetContext.Provider>
  );
}

/**
 * The cabinet's i18n in the host's language (N1). Russian comes with the cabinet; for another (a Kazakh host) the
 * cabinet renders once it is loaded, so no key shows untranslated. A language the user picked before is react-admin's
 * to switch to: it loads it through the provider and renders nothing until it is there.
 */
function useCabinetI18n({ texts }: CabinetDefinition, locale: Locale): I18nProvider | null {
  const [provider, setProvider] = useState(() => (texts.loaded(locale) ? createI18nProvider(texts, locale) : null));
  useEffect(() => {
    if (provider) return;
    let current = true;
    texts.load(locale).then(
      () => current && setProvider(createI18nProvider(texts, locale)),
      () => current && setProvider(createI18nProvider(texts, 'ru')),
    );
    return () => {
      current = false;
    };
  }, [texts, locale, provider]);
  // before any screen renders: the screens loaded after the first one wait on it for their texts
  if (provider) showScreensOf(texts, provider);
  useEffect(() => {
    // the texts of the other screens, once the first one is up: a screen opened before waits for them anyway
    if (provider) whenIdle(() => void screenTexts().catch(() => undefined));
  }, [provider]);
  return provider;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 500);
}
