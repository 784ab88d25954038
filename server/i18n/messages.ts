/**
 * Messages the server sends to people (error bodies, field errors), in the three languages.
 * The language comes from Accept-Language; Russian is the default (spec: interface text is Russian).
 */
export const LANGUAGES = ['ru', 'kk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

import * as domains from './catalogues/index';
import { declaredTexts } from '../../common/resources/texts.generated';

type Domains = typeof domains;
type Declared = typeof declaredTexts;
/** A declared resource's `validation` texts (its `unique` clashes and checks) as `<resource>.<key>`. */
type ValidationOf<T, N extends string> = T extends { ru: { resources: { [P in N]: { validation: infer V } } } } ? keyof V & string : never;
type DeclaredKey = { [N in keyof Declared & string]: `${N}.${ValidationOf<Declared[N], N>}` }[keyof Declared & string];
export type MessageKey = { [D in keyof Domains]: keyof Domains[D]['ru'] }[keyof Domains] | DeclaredKey;
type Catalogue = Record<MessageKey, string>;

type Texts = Record<Language, { resources: Record<string, { validation?: Record<string, string> }> }>;
const declaredOf = (language: Language) =>
  Object.entries(declaredTexts as unknown as Record<string, Texts>).flatMap(([name, texts]) =>
    Object.entries(texts[language].resources[name]?.validation ?? {}).map(([key, text]) => [`${name}.${key}`, text]),
  );

/** One language's texts of every domain's catalogue (./catalogues/index.ts) and every declaration's; a key belongs to one. */
function merged(language: Language): Catalogue {
  return Object.assign({}, ...Object.values(domains).map((domain) => domain[language]), Object.fromEntries(declaredOf(language))) as Catalogue;
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
