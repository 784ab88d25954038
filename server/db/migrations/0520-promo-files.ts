import { type Kysely, sql } from 'kysely';

/**
 * Certificate and promo code generation (M6): one row per job with its progress and lease (as the loader's tasks,
 * 0090/0125). Every generated code names its job and its place in it: the unique (job, seq) pair means a chunk
 * written twice (a retry, a second process) can never add a code twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table promo_files (
      id uuid primary key default gen_random_uuid(),
      kind text not null check (kind in ('CERTIFICATES', 'PROMO_CODES')),
      rate_id uuid not null references rates(id),
      count integer not null check (count between 1 and 100000),
      -- a certificate's are the server's (PERCENT, 100); a promo code's the admin's
      type text check (type in ('PERCENT', 'FIX')),
      amount numeric(12,2) check (amount > 0),
      all_use integer not null default 1 check (all_use >= 0),
      expires_at timestamptz,
      status text not null default 'CREATED' check (status in ('CREATED', 'IN_PROGRESS', 'COMPLETED', 'ERRORED')),
      progress_percentage integer not null default 0 check (progress_percentage between 0 and 100),
      generated integer not null default 0 check (generated between 0 and count),
      author_id uuid references users(id) on delete set null,
      lease_owner text,
      lease_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (type <> 'PERCENT' or amount <= 100),
      check (kind = 'CERTIFICATES' or (type is not null and amount is not null))
    );
    create index promo_files_created_idx on promo_files (created_at desc, id desc);
    create index promo_files_unfinished_idx on promo_files (created_at) where status in ('CREATED', 'IN_PROGRESS');
    alter table promo_codes
      add column promo_file_id uuid references promo_files(id) on delete set null,
      add column promo_file_seq integer check (promo_file_seq > 0);
    create unique index promo_codes_file_seq_key on promo_codes (promo_file_id, promo_file_seq);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index promo_codes_file_seq_key;
    alter table promo_codes drop column promo_file_seq, drop column promo_file_id;
    drop table promo_files;
  `.execute(db);
}
