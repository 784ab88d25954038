import type { FeatureMessages, Locale, Messages } from './types';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The same fallbacks as the full catalogues: Kazakh falls back to Russian, then English. */
const FALLBACKS: Record<Locale, readonly Locale[]> = { ru: ['ru'], kk: ['kk', 'ru', 'en'], en: ['en'] };

function find(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translate over a few feature catalogues, without react-admin's i18n: for what runs before react-admin
 * is loaded (the sign-in page, the providers' error texts). An unknown key comes back as is, like
 * react-admin's `allowMissing`; `%{name}` takes the option of that name.
 */
export function createLookup(features: readonly FeatureMessages[], locale: Locale): Translate {
  const chain = FALLBACKS[locale].flatMap((fallback) => features.map((feature) => feature[fallback]));
  return (key, options = {}) => {
    const text = chain.reduce<string | undefined>((found, messages) => found ?? find(messages, key), undefined) ?? key;
    return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in options ? String(options[name]) : whole));
  };
}
