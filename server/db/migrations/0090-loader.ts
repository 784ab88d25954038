import { type Kysely, sql } from 'kysely';

/** Bulk account creation (M7): one row per uploaded sheet, its progress and the result file. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table loader_tasks (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id) on delete cascade,
      author_id uuid references users(id) on delete set null,
      file_name text not null,
      status text not null default 'CREATED' check (status in ('CREATED', 'IN_PROGRESS', 'COMPLETED', 'ERRORED')),
      progress_percentage integer not null default 0 check (progress_percentage between 0 and 100),
      completed_tasks integer not null default 0 check (completed_tasks >= 0),
      total_tasks integer not null default 0 check (total_tasks >= 0),
      result_file_id uuid references files(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index loader_tasks_created_idx on loader_tasks (created_at desc, id desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table loader_tasks`.execute(db);
}
