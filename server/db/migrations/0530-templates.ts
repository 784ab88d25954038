import { type Kysely, sql } from 'kysely';

/**
 * M8: the categories dictionary, the templates' pictures (one row per content: its SHA-256 is unique; the bytes are a
 * `files` row) and the templates. A category or picture a template uses is kept: deleting it answers 409.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table categories (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index categories_name_key on categories (lower(name));

    create table template_pictures (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 200),
      mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      size integer not null check (size > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      file_id uuid not null references files(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index template_pictures_sha256_key on template_pictures (sha256);
    create index template_pictures_created_idx on template_pictures (created_at, id);

    create table templates (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 100),
      category_id uuid references categories(id),
      picture_id uuid references template_pictures(id),
      orientation text not null default 'LANDSCAPE' check (orientation in ('PORTRAIT', 'LANDSCAPE')),
      body text check (length(body) <= 4000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index templates_name_key on templates (lower(name));
    create index templates_category_idx on templates (category_id, name);
    create index templates_picture_idx on templates (picture_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table templates; drop table template_pictures; drop table categories`.execute(db);
}
