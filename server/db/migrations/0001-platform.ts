import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      login text,
      phone text,
      email text,
      name text not null default '',
      password_hash text,
      roles text[] not null default '{}',
      blocked boolean not null default false,
      is_new_user boolean not null default false,
      is_not_full_profile boolean not null default false,
      profile jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_login_key on users (lower(login)) where login is not null;
    create unique index users_phone_key on users (phone) where phone is not null;
    create unique index users_email_key on users (lower(email)) where email is not null;

    create table partners (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      type text,
      reward numeric(12,2) not null default 0,
      parent_id uuid references partners(id) on delete set null,
      created_at timestamptz not null default now()
    );

    create table subdivisions (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id) on delete cascade,
      name text not null,
      parent_id uuid references subdivisions(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index subdivisions_partner_idx on subdivisions (partner_id);

    -- a PARTNER (cpa cabinet) user belongs to a partner
    alter table users add column partner_id uuid references partners(id) on delete set null;

    create table agents (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users(id) on delete cascade,
      partner_id uuid references partners(id) on delete set null,
      subdivision_id uuid references subdivisions(id) on delete set null,
      type text not null default 'NETTO' check (type in ('BRUTTO', 'NETTO', 'DINAMIC')),
      is_manager boolean not null default false,
      created_at timestamptz not null default now()
    );
    create index agents_partner_idx on agents (partner_id);
    create index agents_subdivision_idx on agents (subdivision_id);

    create table auth_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      ip text,
      user_agent text,
      created_at timestamptz not null default now(),
      revoked_at timestamptz,
      revoke_reason text
    );
    create index auth_sessions_user_idx on auth_sessions (user_id);

    create table refresh_tokens (
      token_hash text primary key,
      session_id uuid not null references auth_sessions(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_tokens_session_idx on refresh_tokens (session_id);

    create table login_history (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references users(id) on delete set null,
      input text not null,
      ip text,
      host text,
      success boolean not null,
      created_at timestamptz not null default now()
    );
    create index login_history_created_idx on login_history (created_at desc);
    create index login_history_user_idx on login_history (user_id, created_at desc);

    create table files (
      id uuid primary key default gen_random_uuid(),
      owner_kind text not null,
      owner_id uuid,
      original_name text not null,
      mime text not null,
      size integer not null,
      data bytea not null,
      created_at timestamptz not null default now()
    );
    create index files_owner_idx on files (owner_kind, owner_id);

    create table services (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      description text,
      cost numeric(12,2) not null default 0 check (cost >= 0),
      "limit" integer not null default 0 check ("limit" >= 0),
      unit text,
      solo boolean not null default false,
      bot text check (bot in ('AUTOBOT')),
      is_dinamic boolean not null default false,
      max_limit integer not null default 0 check (max_limit >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index services_created_idx on services (created_at desc);
  `.execute(db);
}
