import type { ApiMethods } from './api';
import type { HttpClient } from './http';

/** Names a caller may probe on a provider that are no API method: answered as absent, never as a lazy call. */
const NOT_METHODS = new Set(['then', 'toJSON', 'constructor', '$$typeof', 'asymmetricMatch', 'nodeType']);

/**
 * The provider with the named API methods (./api) loaded by the first one called: every one of them returns a
 * promise, so a caller gets each as a function at once and its chunk arrives with its first call. They are ~9 KB of
 * code every cabinet's first screen carried unused (docs/performance.md). The sign-in page fetches them with each
 * cabinet's home while it is idle (src/login/warmUp.ts), so a home that calls one at once does not wait for them.
 * Each name keeps one function, so hooks that depend on a method see the same one every render.
 */
export function withLazyApi<T extends object>(base: T, http: HttpClient): T & ApiMethods {
  let methods: Promise<Record<string, unknown>> | undefined;
  const load = () => (methods ??= import('./api').then(({ createApiMethods }) => createApiMethods(http) as Record<string, unknown>));
  const calls = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const lazyCall = (name: string) => async (...args: unknown[]) => {
    const method = (await load())[name];
    if (typeof method !== 'function') throw new TypeError(`Unknown dataProvider function: ${name}`);
    return (method as (...a: unknown[]) => Promise<unknown>)(...args);
  };
  // a cabinet opened signed in (a reload, a link) has them before its next screen asks: fetched once the page is idle
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void load());
  return new Proxy(base, {
    get(target, name, receiver) {
      if (typeof name === 'symbol' || name in target || NOT_METHODS.has(name)) return Reflect.get(target, name, receiver);
      let call = calls.get(name);
      if (!call) calls.set(name, (call = lazyCall(name)));
      return call;
    },
  }) as T & ApiMethods;
}
