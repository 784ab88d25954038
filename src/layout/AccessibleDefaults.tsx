import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Names what the theme cannot name without the catalogues: every progress spinner (react-admin's loading indicator,
 * a list's or a form's) is announced by the catalogue's loading text (axe aria-progressbar-name, issue 27), unless it names itself.
 */
export function AccessibleDefaults({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const named = (theme: Theme): Theme => ({
    ...theme,
    components: {
      ...theme.components,
      MuiCircularProgress: { ...theme.components?.MuiCircularProgress, defaultProps: { 'aria-label': translate('ra.page.loading') } },
      MuiLinearProgress: { ...theme.components?.MuiLinearProgress, defaultProps: { 'aria-label': translate('ra.page.loading') } },
    },
  });
  return <ThemeProvider theme={named}>{children}</ThemeProvider>;
}
