import { type Kysely, sql } from 'kysely';

/**
 * I1–I5: consultations (a client's questions to the back office) and the support line (an agent's), one table with
 * their `line`; their messages in order (`seq`, the keyset of the thread's pages), each stored once per author and
 * idempotency key; and the files on them (bytes in `files`), held by their uploader until a message takes them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table consultations (
      id uuid primary key default gen_random_uuid(),
      line text not null check (line in ('CONSULTATION', 'SUPPORT')),
      author_id uuid not null references users(id),
      category_id uuid references categories(id),
      status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED')),
      answered boolean not null default false,
      last_message_at timestamptz not null default now(),
      last_author_message_at timestamptz,
      last_operator_message_at timestamptz,
      author_read_at timestamptz,
      operator_read_at timestamptz,
      closed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index consultations_author_idx on consultations (author_id, line, status);
    create index consultations_inbox_idx on consultations (line, last_message_at desc, id);

    create table consultation_messages (
      id uuid primary key default gen_random_uuid(),
      seq bigint generated always as identity,
      consultation_id uuid not null references consultations(id) on delete cascade,
      author_id uuid not null references users(id),
      is_operator boolean not null,
      text text not null check (length(text) between 1 and 4000),
      idempotency_key text not null check (length(idempotency_key) between 8 and 100),
      created_at timestamptz not null default now()
    );
    create unique index consultation_messages_key on consultation_messages (author_id, idempotency_key);
    create index consultation_messages_thread_idx on consultation_messages (consultation_id, seq);

    create table consultation_files (
      id uuid primary key default gen_random_uuid(),
      file_id uuid not null references files(id) on delete cascade,
      uploaded_by uuid not null references users(id),
      line text not null check (line in ('CONSULTATION', 'SUPPORT')),
      consultation_id uuid references consultations(id) on delete cascade,
      message_id uuid references consultation_messages(id) on delete cascade,
      name text not null check (length(name) between 1 and 200),
      extension text not null,
      size integer not null check (size > 0),
      created_at timestamptz not null default now()
    );
    create index consultation_files_message_idx on consultation_files (message_id);
    create index consultation_files_held_idx on consultation_files (uploaded_by) where message_id is null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table consultation_files; drop table consultation_messages; drop table consultations`.execute(db);
}
