import { type Kysely, sql } from 'kysely';

/**
 * Catalogue texts in three languages (issue 27): a tariff's and a service's name and description are written in
 * Russian (the columns as they are) and optionally in Kazakh and English beside them; readers answer the request's
 * language and fall back to Russian where a translation is missing (common/resource/translatable.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rates', 'services']) {
    await sql`alter table ${sql.table(table)}
      add column name_kk text, add column name_en text,
      add column description_kk text, add column description_en text`.execute(db);
  }
}
