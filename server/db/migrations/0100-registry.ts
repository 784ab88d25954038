import { type Kysely, sql } from 'kysely';

/** Registry imports (G4): one row per uploaded sheet and one per sheet row with what became of it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table registries (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id) on delete cascade,
      kind text not null check (kind in ('certificates')),
      file_id uuid references files(id) on delete set null,
      file_name text not null,
      status text not null default 'PROCESSING' check (status in ('PROCESSING', 'COMPLETED', 'ERRORED')),
      total_rows integer not null default 0 check (total_rows >= 0),
      imported_rows integer not null default 0 check (imported_rows >= 0),
      refused_rows integer not null default 0 check (refused_rows >= 0),
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index registries_created_idx on registries (created_at desc, id desc);
    create index registries_partner_idx on registries (partner_id, created_at desc);
    create index registries_author_idx on registries (created_by, created_at desc);
    create table registry_rows (
      registry_id uuid not null references registries(id) on delete cascade,
      row_number integer not null check (row_number > 0),
      status text not null check (status in ('IMPORTED', 'REFUSED')),
      certificate_id uuid references certificates(id) on delete set null,
      reason text,
      data jsonb not null default '{}',
      primary key (registry_id, row_number)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table registry_rows; drop table registries`.execute(db);
}
