import { type Kysely, sql } from 'kysely';

/** G1: the partner record's upload flag, whether its registries may be uploaded; every partner so far took them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partners add column upload boolean not null default true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table partners drop column upload`.execute(db);
}
