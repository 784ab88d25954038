import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { CabinetTexts } from './catalogues';
import { LOCALES, LOCALE_NAMES, type Locale } from './types';
import { setFormatLocale } from '../format/locale';

export { cabinetTexts, type CabinetTexts, type CabinetTextFiles } from './catalogues';

const known = (locale: string): Locale => ((LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'ru');

/**
 * react-admin's i18n over a cabinet's texts. It starts in `initialLocale` when that language is loaded (load it
 * first: CabinetAdmin does), else in Russian; a language picked later loads before the page re-renders in it.
 * Keys follow react-admin: `resources.<name>.fields.<field>` for resources, `app.<feature>.*` for the rest.
 * polyglot counts Russian in three forms and Kazakh (a locale its table lacks) as English, one or other: the rules of
 * common/plural.ts, which the server uses (tests/spa/plural-forms.test.ts holds them equal); a Kazakh counted noun
 * has one form.
 */
export function createI18nProvider(texts: CabinetTexts, initialLocale: Locale = 'ru'): I18nProvider {
  const pick = (locale: string) => {
    const wanted = known(locale);
    setFormatLocale(wanted);
    return (texts.loaded(wanted) ?? texts.load(wanted)) as TranslationMessages | Promise<TranslationMessages>;
  };
  const start = texts.loaded(initialLocale) ? initialLocale : 'ru';
  setFormatLocale(start);
  return polyglotI18nProvider(pick, start, LOCALE_NAMES, { allowMissing: true });
}
