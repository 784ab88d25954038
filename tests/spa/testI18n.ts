import englishMessages from 'ra-language-english';
import { type CabinetTexts, createI18nProvider } from '../../src/i18n';
import { catalogueOf } from '../../src/i18n/catalogues';
import { raKazakhMessages } from '../../src/i18n/ra-kk';
import { type FeatureMessages, LOCALES, type Locale, type Messages } from '../../src/i18n/types';

const isFeatureMessages = (value: unknown): value is FeatureMessages =>
  typeof value === 'object' && value !== null && LOCALES.every((locale) => locale in value);

/** Every catalogue under src/i18n/messages and common/i18n and every declared resource's texts, whole (all three languages), by file. */
export const CATALOGUE_FILES: Record<string, FeatureMessages> = Object.fromEntries(
  Object.entries({
    ...import.meta.glob<Record<string, unknown>>('../../src/i18n/messages/*.ts', { eager: true }),
    ...import.meta.glob<Record<string, unknown>>('../../common/resources/*.texts.ts', { eager: true }),
    ...import.meta.glob<Record<string, unknown>>('../../common/i18n/*.ts', { eager: true }),
  }).map(([file, exports]) => {
    const catalogues = Object.values(exports).filter(isFeatureMessages);
    if (catalogues.length !== 1) throw new Error(`${file} exports ${catalogues.length} catalogues`);
    return [file, catalogues[0]!];
  }),
);

const own = (locale: Locale) => Object.values(CATALOGUE_FILES).map((feature) => feature[locale]);
const ru = catalogueOf.ru(own('ru'));
const en = catalogueOf.en(englishMessages as unknown as Messages, own('en'));
const everyLanguage: Record<Locale, Messages> = { ru, en, kk: catalogueOf.kk(en, ru, raKazakhMessages.kk, own('kk')) };

/** Every feature's texts in every language, all loaded: a component test renders screens of any cabinet. */
export const everyText: CabinetTexts = {
  loaded: (locale) => everyLanguage[locale],
  load: (locale) => Promise.resolve(everyLanguage[locale]),
};

export const testI18nProvider = (locale: Locale = 'ru') => createI18nProvider(everyText, locale);
