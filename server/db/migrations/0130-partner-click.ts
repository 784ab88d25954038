import { type Kysely, sql } from 'kysely';

/**
 * G11: one partner may be the click programme partner (the profile's partnerClickId); its agents accept the
 * programme's terms once in the sales cabinet, and when they did is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table partners add column click_program boolean not null default false;
    create unique index partners_one_click_program_idx on partners (click_program) where click_program;
    alter table users add column click_consent_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users drop column click_consent_at;
    drop index partners_one_click_program_idx;
    alter table partners drop column click_program;
  `.execute(db);
}
