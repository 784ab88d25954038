import { type Kysely, sql } from 'kysely';

/**
 * Payments: the sandbox acquirer's payment sessions, receipts of paid orders, and the outboxes of the
 * sandbox SMS and e-mail providers (they are the logs an admin reads, M1/M2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_payments (
      provider_order_id text primary key,
      provider text not null,
      order_id uuid not null references orders(id) on delete cascade,
      amount numeric(12,2) not null check (amount >= 0),
      description text not null,
      return_url text,
      status text not null default 'NEW' check (status in ('NEW', 'CONFIRMED', 'DECLINED')),
      created_at timestamptz not null default now()
    );

    create table payment_receipts (
      id uuid primary key default gen_random_uuid(),
      order_id uuid not null unique references orders(id) on delete cascade,
      provider text not null,
      provider_order_id text not null,
      amount numeric(12,2) not null check (amount >= 0),
      paid_at timestamptz not null default now()
    );

    create table sms_log (
      id uuid primary key default gen_random_uuid(),
      phone text not null,
      text text not null,
      created_at timestamptz not null default now()
    );
    create index sms_log_created_idx on sms_log (created_at desc);

    create table email_outbox (
      id uuid primary key default gen_random_uuid(),
      recipient text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    );
    create index email_outbox_created_idx on email_outbox (created_at desc);
  `.execute(db);
}
