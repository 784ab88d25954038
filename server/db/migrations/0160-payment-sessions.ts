import { type Kysely, sql } from 'kysely';

/**
 * One order, one payment: every session opened at an acquirer is kept with its order, at most one OPEN per
 * order, so a callback for a superseded session is recognised (and refunded) instead of dropped. Every
 * signed callback is journalled with its outcome. The sandbox can cancel a session and keeps a refund log.
 * Existing orders' sessions are backfilled: the order's own is OPEN/PAID/FAILED as the order, other sandbox
 * sessions of the order SUPERSEDED.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_sessions (
      provider text not null,
      provider_order_id text not null,
      order_id uuid not null references orders(id) on delete cascade,
      amount numeric(12,2) not null check (amount >= 0),
      payment_url text,
      status text not null default 'OPEN' check (status in ('OPEN', 'SUPERSEDED', 'PAID', 'FAILED', 'REFUNDED')),
      created_at timestamptz not null default now(),
      primary key (provider, provider_order_id)
    );
    create index payment_sessions_order_idx on payment_sessions (order_id);
    create unique index payment_sessions_one_open_idx on payment_sessions (order_id) where status = 'OPEN';

    create table payment_callbacks (
      id uuid primary key default gen_random_uuid(),
      provider text not null,
      provider_order_id text not null,
      status text not null,
      amount numeric(12,2) not null,
      outcome text not null,
      created_at timestamptz not null default now()
    );
    create index payment_callbacks_session_idx on payment_callbacks (provider, provider_order_id);

    create table sandbox_refunds (
      id uuid primary key default gen_random_uuid(),
      provider text not null,
      provider_order_id text not null,
      amount numeric(12,2) not null check (amount > 0),
      reason text not null,
      created_at timestamptz not null default now()
    );

    alter table sandbox_payments drop constraint sandbox_payments_status_check;
    alter table sandbox_payments add constraint sandbox_payments_status_check check (status in ('NEW', 'CONFIRMED', 'DECLINED', 'CANCELLED'));

    insert into payment_sessions (provider, provider_order_id, order_id, amount, payment_url, status, created_at)
    select lower(issue), provider_order_id, id, cost, payment_url,
           case status when 'PAID' then 'PAID' when 'FAILED' then 'FAILED' when 'CREATED' then 'OPEN' else 'SUPERSEDED' end,
           created_at
      from orders
     where provider_order_id is not null and issue in ('SBERBANK', 'TINKOFF');

    insert into payment_sessions (provider, provider_order_id, order_id, amount, status, created_at)
    select s.provider, s.provider_order_id, s.order_id, s.amount, 'SUPERSEDED', s.created_at
      from sandbox_payments s
     where not exists (select 1 from payment_sessions p where p.provider = s.provider and p.provider_order_id = s.provider_order_id);
  `.execute(db);
}
