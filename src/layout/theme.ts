import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Brand } from '../config/hosts';
import { storedPreference } from '../config/storedPreference';

/** Q3: the narrow layout applies at 960 px or below, so `md` (react-admin's "small screen") starts at 961. */
const breakpoints = { values: { xs: 0, sm: 600, md: 961, lg: 1200, xl: 1536 } };

/** P5: every confirm dialog answers yes / no (app.confirm.*). */
const confirmDefaults = { RaConfirm: { defaultProps: { confirm: 'app.confirm.yes', cancel: 'app.confirm.no' } } };

function branded(base: RaThemeOptions, brand: Brand): RaThemeOptions {
  return {
    ...base,
    breakpoints,
    palette: { ...base.palette, primary: { main: brand.palette.primary }, secondary: { main: brand.palette.secondary } },
    components: { ...base.components, ...confirmDefaults },
  };
}

/** The brand's light and dark themes; react-admin stores the user's choice locally (N6). */
export function cabinetThemes(brand: Brand): { theme: RaThemeOptions; darkTheme: RaThemeOptions } {
  return { theme: branded(defaultLightTheme, brand), darkTheme: branded(defaultDarkTheme, brand) };
}

/** The theme react-admin would start with: the user's stored choice, else the system's dark preference. */
export function storedThemeMode(): 'light' | 'dark' {
  const stored = storedPreference('theme');
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
