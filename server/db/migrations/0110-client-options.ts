import { type Kysely, sql } from 'kysely';

/**
 * Privilege services (E9): options given to one client outside their tariffs. The name and unit are the
 * option's own copy, so it outlives the catalogue service it was picked from (service_id then becomes null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table privilege_services (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      service_id uuid references services(id) on delete set null,
      name text not null check (btrim(name) <> ''),
      description text,
      "limit" integer check ("limit" >= 0),
      unit text,
      unlimited boolean not null default false,
      bot text check (bot in ('AUTOBOT')),
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      check (unlimited = ("limit" is null))
    );
    create index privilege_services_client_idx on privilege_services (client_id, created_at desc);
    create index privilege_services_service_idx on privilege_services (service_id);
    create index privilege_services_author_idx on privilege_services (created_by);
    -- the duplicate check of the add-client form (GET /check/clients) compares names in this form
    create index clients_name_key_idx on clients ((replace(lower(regexp_replace(btrim(name), '[[:space:]]+', ' ', 'g')), 'ё', 'е')));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index clients_name_key_idx; drop table privilege_services`.execute(db);
}
