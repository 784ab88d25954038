/** A feature's texts in the three languages. Russian is the reference; Kazakh and English may lag, falling back to English then Russian. */
export type Messages = { [key: string]: string | Messages };

export interface FeatureMessages {
  ru: Messages;
  kk: Messages;
  en: Messages;
}

export const LOCALES = ['ru', 'kk', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
