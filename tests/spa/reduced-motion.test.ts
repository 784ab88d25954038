import { createTheme } from '@mui/material';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../src/config/hosts';
import { cabinetThemes } from '../../src/layout/theme';

/** The system's answer to `prefers-reduced-motion: reduce` (other queries answer no). */
function reducedMotion(asked: boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: asked && query.includes('prefers-reduced-motion: reduce'), media: query, onchange: null, addListener: () => {}, removeListener: () => {},
    addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }) as MediaQueryList);
}
afterEach(() => vi.restoreAllMocks());

describe('the cabinets honour a request for less motion (WCAG 2.3.3)', () => {
  it('drawers, dialogs and groups appear at once and buttons do not ripple when the person asked for less motion', () => {
    reducedMotion(true);
    for (const options of Object.values(cabinetThemes(BRANDS.certificates))) {
      const theme = createTheme(options);
      expect(theme.transitions.duration).toMatchObject({ enteringScreen: 0, leavingScreen: 0, standard: 0, shortest: 0 });
      expect(theme.transitions.create('margin')).toBe('none');
      expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
      // the rest of the theme stays
      expect(theme.palette.primary.main).toBe(BRANDS.certificates.palette.primary);
    }
  });

  it('keeps MUI’s motion for everybody else', () => {
    reducedMotion(false);
    const theme = createTheme(cabinetThemes(BRANDS.certificates).theme);
    expect(theme.transitions.duration.enteringScreen).toBe(225);
    expect(theme.transitions.create('margin')).not.toBe('none');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });
});
