/**
 * Messages the server sends to people (error bodies, field errors), in the three languages.
 * The language comes from Accept-Language; Russian is the default (spec: interface text is Russian).
 */
export const LANGUAGES = ['ru', 'kk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

import { analyticsMessages } from './catalogues/analytics';
import { authMessages } from './catalogues/auth';
import { catalogueMessages } from './catalogues/catalogue';
import { commonMessages } from './catalogues/common';
import { organisationMessages } from './catalogues/organisation';
import { questionnaireMessages } from './catalogues/questionnaires';
import { salesMessages } from './catalogues/sales';
import { creditMessages } from './catalogues/credit';
import { cabinetMessages } from './catalogues/cabinet';
import { onboardingMessages } from './catalogues/onboarding';
import { contentMessages } from './catalogues/content';

/** Every domain's catalogue; a domain adds its texts to its file under ./catalogues. */
const ru = { ...commonMessages.ru, ...authMessages.ru, ...salesMessages.ru, ...catalogueMessages.ru, ...organisationMessages.ru, ...questionnaireMessages.ru, ...analyticsMessages.ru, ...creditMessages.ru, ...cabinetMessages.ru, ...onboardingMessages.ru, ...contentMessages.ru };

export type MessageKey = keyof typeof ru;
type Catalogue = Record<MessageKey, string>;

const kk: Catalogue = { ...commonMessages.kk, ...authMessages.kk, ...salesMessages.kk, ...catalogueMessages.kk, ...organisationMessages.kk, ...questionnaireMessages.kk, ...analyticsMessages.kk, ...creditMessages.kk, ...cabinetMessages.kk, ...onboardingMessages.kk, ...contentMessages.kk };
const en: Catalogue = { ...commonMessages.en, ...authMessages.en, ...salesMessages.en, ...catalogueMessages.en, ...organisationMessages.en, ...questionnaireMessages.en, ...analyticsMessages.en, ...creditMessages.en, ...cabinetMessages.en, ...onboardingMessages.en, ...contentMessages.en };

const catalogues: Record<Language, Catalogue> = { ru, kk, en };

export function pickLanguage(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return wanted.find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ?? 'ru';
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = catalogues[language][key] ?? ru[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
