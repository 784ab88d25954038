import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// react's own bound for lazy components
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A screen loaded when it is first shown, from a named export: a cabinet downloads its home screen up
 * front and every other screen on demand (docs/performance.md, bundle budgets). react-admin's layout
 * shows its loader in the meantime.
 *
 * @example list: lazyScreen(() => import('./ServiceList'), 'ServiceList')
 */
export function lazyScreen<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
