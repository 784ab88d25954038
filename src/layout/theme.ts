import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import type { Brand } from '../config/hosts';
import { storedPreference } from '../config/storedPreference';
import { prefersReducedMotion, withoutMotion } from './reducedMotion';

/** Q3: the narrow layout applies at 960 px or below, so `md` (react-admin's "small screen") starts at 961. */
const breakpoints = { values: { xs: 0, sm: 600, md: 961, lg: 1200, xl: 1536 } };

/**
 * Issue 27 (WCAG 2 AA contrast, 4.5:1): a filled warning chip's white text needs a darker orange than MUI's
 * #ed6c02 (3.1:1), and a form toolbar's red 'Удалить' a lighter grey behind it than react-admin's #e0e0e0 (3.8:1).
 */
const contrastingWarning = { main: '#b45309' };
const lightToolbar = { RaToolbar: { styleOverrides: { root: { backgroundColor: '#f5f5f5' } } } };

/**
 * react-admin's inputs take the form's whole width: at 1366 px a one-line field ran 1 100 px wide (issue 27). A field
 * stays at most 800 px, the width a line of text is still read across.
 */
const FIELD_MAX_WIDTH = 800;
const readableFields = { MuiFormControl: { styleOverrides: { root: { '&.MuiFormControl-fullWidth': { maxWidth: FIELD_MAX_WIDTH } } } } };

/** P5: every confirm dialog answers yes / no (app.confirm.*). */
const confirmDefaults = { RaConfirm: { defaultProps: { confirm: 'app.confirm.yes', cancel: 'app.confirm.no' } } };

function branded(base: RaThemeOptions, brand: Brand): RaThemeOptions {
  const light = base.palette?.mode !== 'dark';
  const themed: RaThemeOptions = {
    ...base,
    breakpoints,
    palette: {
      ...base.palette,
      primary: { main: brand.palette.primary },
      secondary: { main: brand.palette.secondary },
      ...(light ? { warning: contrastingWarning } : {}),
    },
    components: { ...base.components, ...confirmDefaults, ...readableFields, ...(light ? lightToolbar : {}) },
  };
  return prefersReducedMotion() ? withoutMotion(themed) : themed;
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
