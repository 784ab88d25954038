import { type Kysely, sql } from 'kysely';

/**
 * D2: the instalments of a credit certificate, one row each with its due date; the order that pays it is
 * created when it comes due (instalment 1 at the sale). `state` is the autopay job's own progress; whether
 * an instalment is paid is its order's status. `blocked_at` marks the instalment whose miss blocked the
 * certificate ('NON_PAYMENT'), `lifted_at` when paying it lifted that block.
 * The sandbox acquirer's saved cards: the card of a paid session of a recurring order, charged later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table credit_instalments (
      certificate_id uuid not null references certificates(id) on delete cascade,
      number integer not null check (number between 1 and 120),
      due_date date not null,
      amount numeric(12,2) not null check (amount >= 0),
      order_id uuid references orders(id) on delete set null,
      state text not null default 'SCHEDULED' check (state in ('SCHEDULED', 'OPEN', 'CHARGING', 'CHARGED', 'DECLINED')),
      lease_until timestamptz,
      blocked_at timestamptz,
      lifted_at timestamptz,
      primary key (certificate_id, number)
    );
    create index credit_instalments_due_idx on credit_instalments (due_date) where state in ('SCHEDULED', 'CHARGING');
    create index credit_instalments_unpaid_idx on credit_instalments (due_date) where blocked_at is null;
    create index credit_instalments_order_idx on credit_instalments (order_id);

    create table sandbox_saved_cards (
      provider_order_id text primary key references sandbox_payments(provider_order_id) on delete cascade,
      provider text not null,
      pan_mask text not null default '2200 00** **** 0000',
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
