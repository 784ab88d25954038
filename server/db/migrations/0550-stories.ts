import { type Kysely, sql } from 'kysely';

/**
 * J1–J3, M10: the stories' pictures (one row per content, its bytes a `files` row), the stories with their slides and
 * landing contents (JSON documents of the story), one view per user and story, and the concierge offers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table story_pictures (
      id uuid primary key default gen_random_uuid(),
      mime text not null check (mime in ('image/jpeg', 'image/png', 'image/gif')),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      size integer not null check (size > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      file_id uuid not null references files(id),
      created_at timestamptz not null default now()
    );
    create unique index story_pictures_sha256_key on story_pictures (sha256);

    create table stories (
      id uuid primary key default gen_random_uuid(),
      title text not null check (length(title) between 1 and 200),
      image text,
      position integer not null default 0,
      is_visible boolean not null default true,
      display text not null default 'SITE' check (display in ('SITE', 'DESIGNER')),
      views integer not null default 0,
      slides jsonb not null default '[]',
      contents jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index stories_display_idx on stories (display, position, id);

    create table story_views (
      story_id uuid not null references stories(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (story_id, user_id)
    );
    create index story_views_user_idx on story_views (user_id);

    create table offers (
      id uuid primary key default gen_random_uuid(),
      title text not null check (length(title) between 1 and 200),
      description text,
      link text,
      image text check (length(image) <= 20000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index offers_created_idx on offers (created_at, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table offers; drop table story_views; drop table stories; drop table story_pictures`.execute(db);
}
