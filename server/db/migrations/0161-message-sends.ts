import { type Kysely, sql } from 'kysely';

/**
 * The ledger of SMS and e-mails sent on someone's behalf, whichever provider carries them: the rate limits
 * per certificate and per sender count its rows, so they hold across every server process on one database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table message_sends (
      id uuid primary key default gen_random_uuid(),
      channel text not null check (channel in ('sms', 'email')),
      certificate_id uuid references certificates(id) on delete cascade,
      sender_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index message_sends_certificate_idx on message_sends (certificate_id, created_at);
    create index message_sends_sender_idx on message_sends (sender_id, created_at);
  `.execute(db);
}
