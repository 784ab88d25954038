import type { I18nProvider } from 'react-admin';
import { hostConfig } from '../config/hosts';
import { storedPreference } from '../config/storedPreference';
import { type Translate, createLookup } from '../i18n/lookup';
import { authMessages } from '../i18n/messages/auth';
import { errorsMessages } from '../i18n/messages/errors';
import { LOCALES, type Locale } from '../i18n/types';

/** What the providers need from i18n: they live outside React, so they cannot use useTranslate. */
export type ProviderI18n = Pick<I18nProvider, 'translate' | 'getLocale'>;

/** The locale the user picked, else the host's language (N1), which is what the cabinet starts with. */
export function storedLocale(fallback: Locale = hostConfig().locale, storage: Storage = window.localStorage): Locale {
  const value = storedPreference('locale', storage);
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : fallback;
}

/** The only catalogues the providers translate from (app.errors.*, app.auth.*). */
export const PROVIDER_FEATURES = [errorsMessages, authMessages];

/**
 * The default i18n of the providers: their texts in the locale react-admin stored. A plain lookup rather
 * than react-admin's i18n, so the sign-in page can use the providers without loading react-admin.
 * An HTTP client may be given a cabinet's own i18nProvider instead (createHttpClient({ i18n })).
 */
export function createStoredLocaleI18n(): ProviderI18n {
  const lookups = new Map<Locale, Translate>();
  const forLocale = (locale: Locale) => {
    let lookup = lookups.get(locale);
    if (!lookup) {
      lookup = createLookup(PROVIDER_FEATURES, locale);
      lookups.set(locale, lookup);
    }
    return lookup;
  };
  return {
    getLocale: () => storedLocale(),
    translate: (key, options) => forLocale(storedLocale())(key, options),
  };
}
