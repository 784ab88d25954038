import { type Kysely, sql } from 'kysely';

/**
 * What a seller sees of a client it shares with others (issue 23, docs/security.md): a questionnaire pass names
 * the certificate it was filled for and whether the client shares it with all its sellers; a comment keeps the
 * partner its author wrote it within. Passes already kept are given the certificate only where that is unambiguous:
 * every certificate the client had by then was sold by one agent (its newest one); the others name none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table questionnaire_answers
      add column certificate_id uuid references certificates(id) on delete set null,
      add column shared boolean not null default false;
    update questionnaire_answers qa
      set certificate_id = (
        select c.id from certificates c
        where c.client_id = qa.client_id and c.created_at <= qa.passed_at
        order by c.created_at desc, c.id desc limit 1)
      where (
        select count(distinct c.agent_id) from certificates c
        where c.client_id = qa.client_id and c.created_at <= qa.passed_at) = 1
        and not exists (
          select 1 from certificates c
          where c.client_id = qa.client_id and c.created_at <= qa.passed_at and c.agent_id is null);
    create index questionnaire_answers_certificate_idx on questionnaire_answers (certificate_id) where certificate_id is not null;

    alter table comments add column partner_id uuid references partners(id) on delete set null;
    update comments set partner_id = agents.partner_id from agents where agents.id = comments.agent_id;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table comments drop column partner_id;
    alter table questionnaire_answers drop column shared, drop column certificate_id;
  `.execute(db);
}
