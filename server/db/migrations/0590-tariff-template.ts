import { type Kysely, sql } from 'kysely';

/**
 * F2 and C12: a tariff names the template its certificates print with, a reference to M8's templates instead of free
 * text. A tariff whose text was a template's name keeps that template; the text column stays one release, unread
 * (docs/decisions.md, Ops/rollback). A template a tariff uses is kept: deleting it answers 409.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table rates add column template_id uuid references templates(id);
    create index rates_template_idx on rates (template_id) where template_id is not null;
    update rates set template_id = templates.id from templates where lower(templates.name) = lower(trim(rates.template));
  `.execute(db);
}
