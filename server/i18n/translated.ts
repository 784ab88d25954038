/**
 * A translatable column (common/resource/translatable.ts) read in the request's language: its translation where one
 * is written, else the Russian text. For queries that select a tariff's or a service's name or description.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Language } from './messages';

/** `translated('s.name', language)`: `coalesce(nullif(btrim(s.name_kk), ''), s.name)`, or `s.name` in Russian. */
export function translated<T extends string | null = string>(column: string, language: Language): RawBuilder<T> {
  if (language === 'ru') return sql<T>`${sql.ref(column)}`;
  return sql<T>`coalesce(nullif(btrim(${sql.ref(`${column}_${language}`)}), ''), ${sql.ref(column)})`;
}

/**
 * A sold certificate's tariff name (`rate_name`, the Russian name kept at the sale) in the request's language: the
 * tariff's translation where one is written, else the name kept. `certificate` is the certificates table's alias.
 */
export function soldRateName(certificate: string, language: Language): RawBuilder<string | null> {
  const kept = sql.ref(`${certificate}.rate_name`);
  if (language === 'ru') return sql<string | null>`${kept}`;
  const translation = sql.ref(`translated_rate.name_${language}`);
  return sql<string | null>`coalesce((select nullif(btrim(${translation}), '') from rates as translated_rate where translated_rate.id = ${sql.ref(`${certificate}.rate_id`)}), ${kept})`;
}
