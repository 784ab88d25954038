import { type Kysely, sql } from 'kysely';

/**
 * Partner organisation (G6): invitations by which a partner's agents register themselves.
 * `fields` lists which registration fields the invitation asks for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invitations (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null references partners(id) on delete cascade,
      subdivision_id uuid references subdivisions(id) on delete set null,
      fields jsonb not null default '[]',
      blocked boolean not null default false,
      status text not null default 'DEFAULT' check (status in ('DEFAULT', 'SUCCESS', 'FAILED')),
      created_at timestamptz not null default now()
    );
    create index invitations_partner_idx on invitations (partner_id, created_at desc);
    create index partners_parent_idx on partners (parent_id);
  `.execute(db);
}
