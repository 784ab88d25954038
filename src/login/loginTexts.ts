import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { PROVIDER_FEATURES, storedLocale } from '../dataProvider/providerI18n';
import { type Translate, createLookup } from '../i18n/lookup';
import { layoutMessages } from '../i18n/messages/layout';
import { onboardingMessages } from '../i18n/messages/onboarding';
import { pagesMessages } from '../i18n/messages/pages';
import { raKazakhMessages } from '../i18n/ra-kk';
import type { FeatureMessages, Locale, Messages } from '../i18n/types';

/** react-admin's own texts (the required field, the password toggle), as the full catalogues have them. */
const raMessages: FeatureMessages = {
  ru: russianMessages as unknown as Messages,
  kk: raKazakhMessages.kk,
  en: englishMessages as unknown as Messages,
};

/** The catalogues the sign-in page reads: its own texts and the brand titles first, react-admin's last. */
const LOGIN_FEATURES = [pagesMessages, layoutMessages, ...PROVIDER_FEATURES, onboardingMessages, raMessages];

/** The sign-in page's texts in a language: by default the one the cabinet would show (the stored choice, else the host's). */
export function loginTranslate(locale: Locale = storedLocale()): Translate {
  return createLookup(LOGIN_FEATURES, locale);
}
