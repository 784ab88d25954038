import { type Kysely, sql } from 'kysely';

/**
 * M9: the general and customs settings, one row (`id` is always true), and the bonus ledger: what a paid order
 * accrued to its client under the settings of that moment, one row per order, so a replayed payment confirmation
 * accrues once (decision M9/bonus).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table settings (
      id boolean primary key default true check (id),
      bonus_money integer not null default 0 check (bonus_money between 0 and 1000000),
      bonus_rate numeric(5,2) not null default 0 check (bonus_rate between 0 and 100),
      fts_commission jsonb not null default '[]' check (jsonb_typeof(fts_commission) = 'array'),
      updated_at timestamptz not null default now(),
      updated_by uuid references users(id) on delete set null
    );
    insert into settings (id) values (true);

    create table bonus_accruals (
      order_id uuid primary key references orders(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      points integer not null check (points > 0),
      order_amount numeric(12,2) not null check (order_amount >= 0),
      bonus_rate numeric(5,2) not null,
      bonus_money integer not null,
      created_at timestamptz not null default now()
    );
    create index bonus_accruals_client_idx on bonus_accruals (client_id, created_at);
  `.execute(db);
}
