/**
 * Messages the server sends to people (error bodies, field errors), in the three languages.
 * The language comes from Accept-Language; Russian is the default (spec: interface text is Russian).
 */
export const LANGUAGES = ['ru', 'kk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

import * as domains from './catalogues/index';

type Domains = typeof domains;
export type MessageKey = { [D in keyof Domains]: keyof Domains[D]['ru'] }[keyof Domains];
type Catalogue = Record<MessageKey, string>;

/** One language's texts of every domain's catalogue (./catalogues/index.ts); a key belongs to one domain. */
function merged(language: Language): Catalogue {
  return Object.assign({}, ...Object.values(domains).map((domain) => domain[language])) as Catalogue;
}

const ru = merged('ru');
const catalogues: Record<Language, Catalogue> = { ru, kk: merged('kk'), en: merged('en') };

export function pickLanguage(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return wanted.find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ?? 'ru';
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = catalogues[language][key] ?? ru[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Whether the catalogues have this key (a declaration's texts are checked when its routes are built). */
export const isMessageKey = (key: string): key is MessageKey => key in ru;
