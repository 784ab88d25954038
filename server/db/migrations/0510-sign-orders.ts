import { type Kysely, sql } from 'kysely';

/**
 * M5: document signing. A sign order sends PDFs (kept in `files`, owner kind 'sign-order') to a person by phone; the
 * person opens the link (its token kept hashed), confirms with an SMS code (auth_codes, purpose 'signature') and signs
 * or declines. The signature record is the order's row: the code's hash, time, address, user agent, and each file's
 * SHA-256 (sign_order_files), with the signed sheet's PDF file. Transitions: docs/decisions.md, M5/statuses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sign_orders (
      id uuid primary key default gen_random_uuid(),
      status text not null default 'SENT' check (status in ('SENT', 'APPLIED', 'DECLINED', 'EXPIRED')),
      phone text not null,
      name text,
      email text,
      user_id uuid references users(id) on delete set null,
      sender_id uuid references users(id) on delete set null,
      token_hash text not null unique,
      expires_at timestamptz not null,
      code_id uuid,
      code_hash text,
      signed_at timestamptz,
      declined_at timestamptz,
      sign_ip text,
      sign_user_agent text,
      sheet_file_id uuid references files(id) on delete set null,
      created_at timestamptz not null default now(),
      check ((status = 'APPLIED') = (signed_at is not null and code_hash is not null)),
      check ((status = 'DECLINED') = (declined_at is not null))
    );
    create index sign_orders_created_idx on sign_orders (created_at desc, id);
    create index sign_orders_status_idx on sign_orders (status, created_at desc);

    create table sign_order_files (
      order_id uuid not null references sign_orders(id) on delete cascade,
      file_id uuid not null references files(id) on delete cascade,
      position integer not null,
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      primary key (order_id, file_id)
    );
    create index sign_order_files_order_idx on sign_order_files (order_id, position);

    alter table auth_codes drop constraint auth_codes_purpose_check;
    alter table auth_codes add constraint auth_codes_purpose_check check (purpose in ('registration', 'join', 'recovery', 'email', 'signature'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from auth_codes where purpose = 'signature';
    alter table auth_codes drop constraint auth_codes_purpose_check;
    alter table auth_codes add constraint auth_codes_purpose_check check (purpose in ('registration', 'join', 'recovery', 'email'));
    drop table sign_order_files;
    drop table sign_orders;
  `.execute(db);
}
