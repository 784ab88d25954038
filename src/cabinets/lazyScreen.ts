import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { screenTexts } from '../i18n/screenTexts';

// react's own bound for lazy components
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const named = <M extends Record<K, AnyComponent>, K extends keyof M>(module: M, name: K) => ({ default: module[name] });

/**
 * A screen loaded when it is first shown, from a named export: a cabinet downloads its home screen up
 * front and every other screen on demand (docs/performance.md, bundle budgets). react-admin's layout
 * shows its loader in the meantime. Its texts load alongside when the cabinet's first screen did not bring
 * them (src/i18n/screenTexts.ts).
 *
 * @example edit: lazyScreen(() => import('./PartnerPage'), 'PartnerEdit')
 */
export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => Promise.all([load(), screenTexts()]).then(([module]) => named(module, name)));
}

/**
 * A part of a cabinet's first screen loaded just after it paints (a list's filter form, the cookie consent):
 * its texts come with the cabinet, so it does not wait for the others (tests/spa/cabinet-texts-coverage.test.ts).
 */
export function lazyFirstScreenPart<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => named(module, name)));
}
