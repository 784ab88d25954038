import { type Kysely, sql } from 'kysely';

/**
 * The clients' table at scale (issue 24's bench, 1M certificates, ~330 000 clients): its search matches the name,
 * the e-mail (ilike) and the phone's digits (like) at once, and only the name had a trigram index, so every search
 * read the whole table (a phone's digits: 1.2–1.9 s at c1); its sorts page by (sort, id), which the created_at index
 * alone served with a sort and the name with none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index clients_email_trgm on clients using gin (email gin_trgm_ops)`.execute(db);
  await sql`create index clients_phone_trgm on clients using gin (phone gin_trgm_ops)`.execute(db);
  await sql`create index clients_created_id_idx on clients (created_at, id)`.execute(db);
  await sql`create index clients_name_id_idx on clients (name, id)`.execute(db);
  await sql`drop index clients_created_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index clients_created_idx on clients (created_at desc)`.execute(db);
  for (const index of ['clients_email_trgm', 'clients_phone_trgm', 'clients_created_id_idx', 'clients_name_id_idx']) await sql`drop index ${sql.id(index)}`.execute(db);
}
