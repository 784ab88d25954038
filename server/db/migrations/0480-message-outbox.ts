import { type Kysely, sql } from 'kysely';

/**
 * M1, M2: the SMS log and the e-mail outbox become the outbox every message is sent through (server/modules/messages):
 * a row is written 'queued' when the product sends, and the worker delivers it with retries, recording the provider's
 * id, the price, the attempts and the last error. The rows written before were the sandbox's, already "sent": they
 * take 'sent' and nothing to do, the new default 'queued' applying to new rows only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sms_log', 'email_outbox']) {
    await sql`
      alter table ${sql.table(table)}
        add column status text not null default 'sent' check (status in ('queued', 'sent', 'delivered', 'failed')),
        add column provider text,
        add column provider_id text,
        add column attempts integer not null default 0,
        add column last_error text,
        add column next_attempt_at timestamptz,
        add column lease_until timestamptz,
        add column sent_at timestamptz,
        add column updated_at timestamptz not null default now()
    `.execute(db);
    await sql`alter table ${sql.table(table)} alter column status set default 'queued', alter column next_attempt_at set default now()`.execute(db);
    // the worker's work: due rows only (queued, or sent and awaiting the delivery report)
    await sql`create index ${sql.id(`${table}_due_idx`)} on ${sql.table(table)} (next_attempt_at) where next_attempt_at is not null`.execute(db);
  }
  await sql`alter table sms_log add column price numeric(12,2)`.execute(db);
}
