import { useMemo } from 'react';
import { Admin, localStorageStore, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { hostConfig } from '../config/hosts';
import { createI18nProvider } from '../i18n';
import { CabinetLayout } from '../layout/CabinetLayout';
import { cabinetThemes } from '../layout/theme';
import { cabinetRoutes } from '../customRoutes/cabinetRoutes';
import { HomeRedirect } from '../customRoutes/HomeRedirect';
import { ErrorPage } from '../pages/ErrorPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { CabinetContext } from './CabinetContext';
import type { CabinetDefinition } from './types';

export interface CabinetAdminProps {
  definition: CabinetDefinition;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  /** Tests pass a memory store; the app keeps preferences (theme, language, banner) in local storage. */
  store?: Store;
}

/** One cabinet as its own react-admin app (hash routes inside, e.g. /sales/#/certificates). */
export function CabinetAdmin({ definition, authProvider, dataProvider, store }: CabinetAdminProps) {
  const host = hostConfig();
  const { theme, darkTheme } = useMemo(() => cabinetThemes(host.brand), [host.brand]);
  const i18nProvider = useMemo(() => createI18nProvider(host.locale), [host.locale]);
  const appStore = useMemo(() => store ?? localStorageStore(), [store]);

  return (
    <CabinetContext.Provider value={definition.cabinet}>
      <Admin
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={appStore}
        theme={theme}
        darkTheme={darkTheme}
        layout={CabinetLayout}
        dashboard={HomeRedirect}
        loginPage={LoginPage}
        catchAll={NotFoundPage}
        error={ErrorPage}
        requireAuth
        disableTelemetry
      >
        {cabinetRoutes(definition)}
      </Admin>
    </CabinetContext.Provider>
  );
}
