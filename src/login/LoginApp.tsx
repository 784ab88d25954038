import { startTransition, useMemo, useState } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { authProvider } from '../authProvider/instance';
import { loginErrorTexts } from '../authProvider/loginErrors';
import { hostConfig } from '../config/hosts';
import { cabinetThemes, storedThemeMode } from '../layout/theme';
import { ConsentDialog } from '../pages/ConsentDialog';
import type { AppIdentity } from '../authProvider/identity';
import type { Credentials } from './LoginForm';
import { ErrorQueue } from './ErrorQueue';
import { LoginScreen } from './LoginScreen';
import { storePreference } from '../config/storedPreference';
import { storedLocale } from '../dataProvider/providerI18n';
import type { Locale } from '../i18n/types';
import { LanguageSwitch } from './LanguageSwitch';
import { loginTranslate } from './loginTexts';
import { goToAskedAddress } from './signInGate';

export interface LoginAppProps {
  /** Loads and shows the cabinet; the sign-in page stays until it is ready. */
  onSignedIn: () => void;
  /** Runs once the session exists, while the profile is read: the cabinet starts its home's reads there. */
  onSession?: (profile: Promise<AppIdentity>) => void;
}

/**
 * A1, P1, B3: the sign-in page shown before react-admin loads, so a visitor downloads only this page.
 * It signs in through the cabinet's own auth provider, then returns to the address the visitor asked for.
 */
export default function LoginApp({ onSignedIn, onSession }: LoginAppProps) {
  const [locale, setLocale] = useState(() => storedLocale());
  const translate = useMemo(() => loginTranslate(locale), [locale]);
  const changeLocale = (chosen: Locale) => {
    storePreference('locale', chosen);
    document.documentElement.lang = chosen;
    setLocale(chosen);
  };
  const theme = useMemo(() => {
    const { theme: light, darkTheme } = cabinetThemes(hostConfig().brand);
    return createTheme(storedThemeMode() === 'dark' ? darkTheme : light);
  }, []);
  const [errors, setErrors] = useState<string[]>([]);

  const signIn = async (credentials: Credentials) => {
    try {
      await authProvider.login(credentials, onSession);
    } catch (error) {
      const texts = loginErrorTexts(error, translate);
      setErrors((shown) => [...shown, ...texts]);
      return texts;
    }
    goToAskedAddress();
    startTransition(onSignedIn);
    return [];
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <LoginScreen translate={translate} signIn={signIn} languageSwitch={<LanguageSwitch locale={locale} onChange={changeLocale} />} />
      {/* N4: the first page a visitor sees asks for the consent too */}
      <ConsentDialog translate={translate} />
      <ErrorQueue title={translate('app.errors.title')} texts={errors} onShown={() => setErrors((shown) => shown.slice(1))} />
    </ThemeProvider>
  );
}
