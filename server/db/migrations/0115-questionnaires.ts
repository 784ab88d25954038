import { type Kysely, sql } from 'kysely';

/**
 * Questionnaires (K7, E10): a questionnaire holds its questions as JSON; every pass by a client is kept
 * (history), and the latest pass per questionnaire is the one shown and printed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table questionnaires (
      id uuid primary key default gen_random_uuid(),
      title text not null check (length(title) between 1 and 255),
      description text,
      questions jsonb not null default '[]' check (jsonb_typeof(questions) = 'array'),
      active boolean not null default true,
      created_at timestamptz not null default now()
    );
    create index questionnaires_active_idx on questionnaires (created_at desc) where active;
    create table questionnaire_answers (
      id uuid primary key default gen_random_uuid(),
      questionnaire_id uuid not null references questionnaires(id) on delete cascade,
      client_id uuid not null references clients(id) on delete cascade,
      answers jsonb not null check (jsonb_typeof(answers) = 'array'),
      passed_at timestamptz not null default now()
    );
    create index questionnaire_answers_latest_idx on questionnaire_answers (client_id, questionnaire_id, passed_at desc);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table questionnaire_answers; drop table questionnaires`.execute(db);
}
