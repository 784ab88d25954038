/**
 * Plural forms of a counted noun, shared by the SPA (polyglot, react-admin's i18n) and the server (PDFs, sheets): a
 * catalogue text holds its forms separated by `||||` and `%{smart_count}` takes the number, as polyglot writes them.
 * Russian has three forms (1 консультация, 2 консультации, 5 консультаций; 11–14 take the third), English two, and a
 * Kazakh noun does not change after a number (1 кеңес, 5 кеңес): its texts hold one form. Kazakh keeps CLDR's
 * one/other split (polyglot's fallback for a locale it does not know, so the SPA's choice is the same) so that a
 * message whose wording differs for one record (react-admin's 'Delete %{name} ||||
 * Delete %{smart_count} %{name}') still can; a text with fewer forms than its rule counts falls back to its first.
 */
export type PluralLocale = 'ru' | 'kk' | 'en';

export const PLURAL_DELIMITER = '||||';

const russian = (n: number) => {
  const lastTwo = Math.abs(n) % 100;
  const last = lastTwo % 10;
  if (!Number.isInteger(n)) return 1;
  if (last === 1 && lastTwo !== 11) return 0;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 1;
  return 2;
};
const oneOrOther = (n: number) => (n === 1 ? 0 : 1);

const RULES: Record<PluralLocale, (n: number) => number> = { ru: russian, kk: oneOrOther, en: oneOrOther };

/** The index of the form a number takes in a language (an unknown language counts as English). */
export const pluralIndex = (locale: string, n: number) => (RULES[locale as PluralLocale] ?? oneOrOther)(n);

/** A text's form for `n`, its `%{smart_count}` (and `%{name}` of `params`) filled in. */
export function pluralize(text: string, locale: string, n: number, params: Record<string, string | number> = {}): string {
  const forms = text.split(PLURAL_DELIMITER).map((form) => form.trim());
  const form = forms[pluralIndex(locale, n)] ?? forms[0]!;
  const values: Record<string, string | number> = { ...params, smart_count: n };
  return form.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
