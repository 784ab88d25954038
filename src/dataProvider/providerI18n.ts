import type { I18nProvider } from 'react-admin';
import { hostConfig } from '../config/hosts';
import { createI18nProvider } from '../i18n';
import { LOCALES, type Locale } from '../i18n/types';

/** What the providers need from i18n: they live outside React, so they cannot use useTranslate. */
export type ProviderI18n = Pick<I18nProvider, 'translate' | 'getLocale'>;

/** Where react-admin's default store (localStorageStore) keeps the locale the user picked. */
const STORED_LOCALE_KEY = 'RaStore.locale';

/** The locale the user picked, else the host's language (N1), which is what the cabinet starts with. */
export function storedLocale(fallback: Locale = hostConfig().locale, storage: Storage = window.localStorage): Locale {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORED_LOCALE_KEY) ?? 'null');
    return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The default i18n of the providers: the catalogues of src/i18n in the locale react-admin stored.
 * An HTTP client may be given a cabinet's own i18nProvider instead (createHttpClient({ i18n })).
 */
export function createStoredLocaleI18n(): ProviderI18n {
  const providers = new Map<Locale, I18nProvider>();
  const forLocale = (locale: Locale) => {
    let provider = providers.get(locale);
    if (!provider) {
      provider = createI18nProvider(locale);
      providers.set(locale, provider);
    }
    return provider;
  };
  return {
    getLocale: () => storedLocale(),
    translate: (key, options) => forLocale(storedLocale()).translate(key, options),
  };
}
