import { type Kysely, sql } from 'kysely';

/**
 * One-time codes of registration, join and recovery (A8–A10), kept hashed; the bank sign-in's
 * pending requests (A7: state and PKCE verifier), the sandbox bank's codes, and the link of a
 * bank person to a user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_codes (
      id uuid primary key default gen_random_uuid(),
      purpose text not null check (purpose in ('registration', 'join', 'recovery')),
      target text not null,
      phone text,
      user_id uuid references users(id) on delete cascade,
      partner_id uuid references partners(id) on delete set null,
      code_hash text not null,
      attempts integer not null default 0,
      ip text,
      expires_at timestamptz not null,
      confirmed_at timestamptz,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index auth_codes_target_idx on auth_codes (target, created_at desc);
    create index auth_codes_ip_idx on auth_codes (ip, created_at desc);

    create table oauth_requests (
      state text primary key,
      provider text not null,
      code_verifier text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table user_identities (
      provider text not null,
      subject text not null,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    );

    create table sandbox_bank_codes (
      code_hash text primary key,
      person_id text not null,
      redirect_uri text not null,
      code_challenge text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
  `.execute(db);
}
