import { type Kysely, sql } from 'kysely';

/**
 * The audit trail (issue 25): one row per change made through /gw, written in the change's own transaction — who
 * (the user's id and name as they were), from which address, the resource, the record and the changed fields before
 * and after. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE for every role the application connects as,
 * on PostgreSQL and on the embedded database alike (no foreign keys, so no cascade ever touches a row). Read by record
 * (the record page's 'История') and by time or user (the admin journal), newest first, each over its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table audit_log (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default clock_timestamp(),
      user_id uuid,
      user_name text,
      ip text,
      resource text not null,
      record_id text not null,
      action text not null check (action in ('create', 'update', 'delete')),
      changes jsonb not null default '{}'
    );
    create index audit_log_created_idx on audit_log (created_at, id);
    create index audit_log_record_idx on audit_log (record_id, created_at, id);
    create index audit_log_user_idx on audit_log (user_id, created_at, id);
    create index audit_log_resource_idx on audit_log (resource, created_at, id);

    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only' using errcode = 'insufficient_privilege';
    end $$;
    create trigger audit_log_no_change before update or delete on audit_log
      for each row execute function audit_log_append_only();
    create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only();
  `.execute(db);
}
