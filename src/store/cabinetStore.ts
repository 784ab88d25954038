import { type Store, localStorageStore } from 'react-admin';
import { WELCOME_BANNER_STORE_KEY } from '../pages/WelcomeBanner';

/**
 * What this device keeps across sign-outs: react-admin empties its store at every sign-out (a list's filters, a
 * previous user's state), and a person who closed the welcome banner (N5) or chose a language expects it to stay so.
 */
export const DEVICE_PREFERENCES = [WELCOME_BANNER_STORE_KEY, 'locale'] as const;

/** A store whose reset (at sign-out) keeps the given keys. */
export function keepingOnReset(store: Store, kept: readonly string[] = DEVICE_PREFERENCES): Store {
  return {
    ...store,
    reset() {
      const values = kept.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of values) if (value !== undefined) store.setItem(key, value);
    },
  };
}

/** The cabinets' store: local storage, the device's preferences kept at sign-out. */
export const cabinetStore = () => keepingOnReset(localStorageStore());
