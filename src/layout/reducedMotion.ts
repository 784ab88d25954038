import type { RaThemeOptions } from 'react-admin';

/** Whether the person asked their system for less motion (`prefers-reduced-motion: reduce`). */
export const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * WCAG 2.3.3 (animation from interactions): for a person who asked for less motion, drawers, dialogs, menus and
 * collapsing groups appear at once instead of sliding or fading (MUI's transitions take their timeouts from the
 * theme's durations), and buttons do not ripple.
 */
export function withoutMotion(theme: RaThemeOptions): RaThemeOptions {
  const instant = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
  return {
    ...theme,
    transitions: { ...theme.transitions, duration: instant, create: () => 'none' },
    components: { ...theme.components, MuiButtonBase: { ...theme.components?.MuiButtonBase, defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true } } },
  };
}
