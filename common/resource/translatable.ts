/**
 * Translatable text fields (issue 27): a catalogue name or description written in Russian (the stored field itself,
 * required as before) and optionally in Kazakh and English (`<key>_kk`, `<key>_en`: nullable columns beside it).
 * Readers answer the request's language and fall back to Russian where no translation is written.
 */
import type { Field, TextField } from './fields';

/** The languages a translatable field is written in besides Russian, the stored field's own. */
export const TRANSLATION_LANGUAGES = ['kk', 'en'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

type Translation<F extends TextField, K extends string, L extends TranslationLanguage> = {
  kind: F['kind'];
  nullable: true;
  maxLength: F['maxLength'];
  translationOf: K;
  language: L;
};
type Translatable<K extends string, F extends TextField> = { [P in K]: F & { translatable: true } } & {
  [L in TranslationLanguage as `${K}_${L}`]: Translation<F, K, L>;
};

/** `...translatable('name', text({ required: true, maxLength: 255 }))`: the field and its translations, in the form's order. */
export function translatable<const K extends string, const F extends TextField>(key: K, field: F): Translatable<K, F> {
  const translations = TRANSLATION_LANGUAGES.map((language) => [
    `${key}_${language}`,
    { kind: field.kind, nullable: true, maxLength: field.maxLength, translationOf: key, language },
  ]);
  return { [key]: { ...field, translatable: true }, ...Object.fromEntries(translations) } as Translatable<K, F>;
}

/** The fields of a declaration written per language. */
export const translatableKeys = (fields: Record<string, Field>) =>
  Object.entries(fields).filter(([, f]) => f.translatable).map(([key]) => key);

/** The value of a translatable field in a language: its translation where written, else the Russian text. */
export function inLanguage(record: Record<string, unknown>, key: string, language: string): unknown {
  const translated = language === 'ru' ? null : record[`${key}_${language}`];
  return typeof translated === 'string' && translated.trim() !== '' ? translated : record[key];
}

/** A record (or row) with its translatable fields in a language, the translations themselves left out. */
export function localized<R extends Record<string, unknown>>(fields: Record<string, Field>, record: R, language: string): R {
  const keys = translatableKeys(fields);
  if (!keys.length) return record;
  const out: Record<string, unknown> = { ...record };
  for (const key of keys) {
    out[key] = inLanguage(record, key, language);
    for (const other of TRANSLATION_LANGUAGES) delete out[`${key}_${other}`];
  }
  return out as R;
}
