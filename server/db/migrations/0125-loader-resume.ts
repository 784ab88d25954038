import { type Kysely, sql } from 'kysely';

/**
 * Bulk account tasks survive a restart (M7): the uploaded sheet is kept, every processed row is written in the
 * same transaction as its account, and a lease says which process works on a task so another one takes it over
 * only when the lease has run out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table loader_tasks
      add column source_file_id uuid references files(id) on delete set null,
      add column lease_owner text,
      add column lease_until timestamptz;
    create index loader_tasks_unfinished_idx on loader_tasks (created_at) where status in ('CREATED', 'IN_PROGRESS');
    create table loader_task_rows (
      task_id uuid not null references loader_tasks(id) on delete cascade,
      row_number integer not null,
      created boolean not null,
      reason text,
      generated_password text,
      primary key (task_id, row_number)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop table loader_task_rows;
    drop index loader_tasks_unfinished_idx;
    alter table loader_tasks drop column source_file_id, drop column lease_owner, drop column lease_until;
  `.execute(db);
}
