import { type Kysely, sql } from 'kysely';

/**
 * M4: the fiscal receipts (чеки) of the online cash desk. A row is queued in the transaction that records the money
 * (the acquirer's callback, an autopaid instalment, the admin's PUT /receipt) and sent to the fiscal register by the
 * worker (server/modules/cashbox/worker.ts), which records the register's answer: its fiscal data and the receipt's URL.
 * `payment` names the money the receipt is for (`order:<id>`, the order's payment; `session:<provider>:<id>`, a payment
 * into a superseded session that went back): one sale receipt and one refund receipt per payment, whoever asks twice.
 * Money in kopecks; the VAT is the server's computation from the rate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table fiscal_receipts (
      id uuid primary key default gen_random_uuid(),
      number bigint generated always as identity unique,
      kind text not null check (kind in ('SELL', 'SELL_REFUND')),
      payment text not null,
      order_id uuid not null references orders(id) on delete restrict,
      refund_of uuid references fiscal_receipts(id),
      rate_name text not null,
      amount_kopecks bigint not null check (amount_kopecks > 0),
      vat text not null check (vat in ('VAT20', 'NONE')),
      vat_kopecks bigint not null check (vat_kopecks >= 0),
      customer text,
      status text not null default 'QUEUED' check (status in ('QUEUED', 'SENT', 'DONE', 'FAILED')),
      provider text,
      provider_id text,
      fiscal jsonb,
      receipt_url text,
      attempts integer not null default 0,
      last_error text,
      next_attempt_at timestamptz default now(),
      lease_until timestamptz,
      created_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      registered_at timestamptz,
      updated_at timestamptz not null default now(),
      unique (payment, kind)
    );
    create index fiscal_receipts_created_idx on fiscal_receipts (created_at desc, id desc);
    create index fiscal_receipts_order_idx on fiscal_receipts (order_id);
    create index fiscal_receipts_due_idx on fiscal_receipts (next_attempt_at) where next_attempt_at is not null;
  `.execute(db);
}
