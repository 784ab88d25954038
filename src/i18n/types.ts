/** A feature's texts in the three languages. Russian is the reference; Kazakh and English may lag, falling back to English then Russian. */
export type Messages = { [key: string]: string | Messages };

export interface FeatureMessages {
  ru: Messages;
  kk: Messages;
  en: Messages;
}

export const LOCALES = ['ru', 'kk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Each language named in itself, as a language switch offers it. */
export const LOCALE_NAMES: readonly { locale: Locale; name: string }[] = [
  { locale: 'ru', name: 'Русский' },
  { locale: 'kk', name: 'Қазақша' },
  { locale: 'en', name: 'English' },
];
