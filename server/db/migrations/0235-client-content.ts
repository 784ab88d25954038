import { type Kysely, sql } from 'kysely';

/**
 * K4 work instruction (one sanitized HTML text per language), K5 telegram bindings (a one-time token the
 * client gives the bot, then the chat it bound), K6 standard documents (metadata here; the bytes in the
 * configured document store, the database's files table or a WebDAV disk).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table work_instructions (
      lang text primary key check (lang in ('ru', 'kk', 'en')),
      html text not null check (length(html) <= 200000),
      updated_at timestamptz not null default now(),
      updated_by uuid references users(id) on delete set null
    );
    create table telegram_bindings (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null unique references clients(id) on delete cascade,
      token text unique,
      token_expires_at timestamptz,
      chat_id text unique,
      bound_at timestamptz,
      created_at timestamptz not null default now()
    );
    create table standard_documents (
      id uuid primary key default gen_random_uuid(),
      title text not null check (length(title) between 1 and 200),
      file_name text not null,
      mime text not null,
      size integer not null check (size >= 0),
      store text not null check (store in ('database', 'webdav')),
      store_key text not null,
      created_at timestamptz not null default now()
    );
    create index standard_documents_created_idx on standard_documents (created_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table standard_documents; drop table telegram_bindings; drop table work_instructions`.execute(db);
}
