import { type Kysely, sql } from 'kysely';

/**
 * One job queue for the background work (issue 25, decision Jobs/queue): a row per job, claimed with a lease. A
 * feature's own row stays its record (a receipt, a message, a generation job, a loader task) and names its job by
 * the key `<queue>:<row id>`; the trigger below enqueues that job in the transaction that inserts the row, whichever
 * path inserts it, and wakes the workers of every process with a NOTIFY on 'jobs' (delivered at commit). The
 * unfinished rows of before are enqueued here, so nothing waiting is lost in the move.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table jobs (
      id uuid primary key default gen_random_uuid(),
      queue text not null,
      key text not null,
      payload jsonb not null default '{}',
      status text not null default 'queued' check (status in ('queued', 'active', 'done', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      run_at timestamptz not null default now(),
      lease_until timestamptz,
      locked_by text,
      progress integer check (progress between 0 and 100),
      last_error text,
      -- what kind of error that was, worded for the admin (server/jobs/errors.ts)
      error_kind text check (error_kind in ('unavailable', 'refused', 'abandoned', 'error')),
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz not null default now()
    );
    create unique index jobs_queue_key_key on jobs (queue, key);
    create index jobs_due_idx on jobs (queue, run_at) where status in ('queued', 'active');
    create index jobs_created_idx on jobs (created_at desc, id desc);
    create index jobs_queue_created_idx on jobs (queue, created_at);
    create index jobs_status_created_idx on jobs (status, created_at);

    create function enqueue_row_job() returns trigger language plpgsql as $$
    begin
      insert into jobs (queue, key, payload) values (tg_argv[0], tg_argv[0] || ':' || new.id, jsonb_build_object('id', new.id))
        on conflict (queue, key) do nothing;
      perform pg_notify('jobs', tg_argv[0]);
      return new;
    end $$;
    create trigger fiscal_receipts_job after insert on fiscal_receipts
      for each row when (new.status = 'QUEUED') execute function enqueue_row_job('receipt');
    create trigger sms_log_job after insert on sms_log
      for each row when (new.status = 'queued') execute function enqueue_row_job('sms');
    create trigger email_outbox_job after insert on email_outbox
      for each row when (new.status = 'queued') execute function enqueue_row_job('email');
    create trigger promo_files_job after insert on promo_files
      for each row when (new.status in ('CREATED', 'IN_PROGRESS')) execute function enqueue_row_job('generation');
    create trigger loader_tasks_job after insert on loader_tasks
      for each row when (new.status in ('CREATED', 'IN_PROGRESS')) execute function enqueue_row_job('loader');

    insert into jobs (queue, key, payload, run_at)
      select 'receipt', 'receipt:' || id, jsonb_build_object('id', id), coalesce(next_attempt_at, now()) from fiscal_receipts where status in ('QUEUED', 'SENT')
      union all
      select 'sms', 'sms:' || id, jsonb_build_object('id', id), next_attempt_at from sms_log where next_attempt_at is not null
      union all
      select 'email', 'email:' || id, jsonb_build_object('id', id), next_attempt_at from email_outbox where next_attempt_at is not null
      union all
      select 'generation', 'generation:' || id, jsonb_build_object('id', id), created_at from promo_files where status in ('CREATED', 'IN_PROGRESS')
      union all
      select 'loader', 'loader:' || id, jsonb_build_object('id', id), created_at from loader_tasks where status in ('CREATED', 'IN_PROGRESS');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger loader_tasks_job on loader_tasks;
    drop trigger promo_files_job on promo_files;
    drop trigger email_outbox_job on email_outbox;
    drop trigger sms_log_job on sms_log;
    drop trigger fiscal_receipts_job on fiscal_receipts;
    drop function enqueue_row_job();
    drop table jobs;
  `.execute(db);
}
