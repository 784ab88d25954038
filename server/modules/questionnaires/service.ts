/** Queries behind the questionnaire routes (K7, E10). */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { Answer, QuestionnaireAnswersTable, QuestionnairesTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { offsetOf } from '../../http/list';
import type { PassedReply, QuestionnaireListQuery } from './schemas';

type QuestionnaireRow = Selectable<QuestionnairesTable>;

const summary = (row: Pick<QuestionnaireRow, 'id' | 'title' | 'description' | 'active' | 'created_at'>) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  active: row.active,
  created_at: row.created_at.toISOString(),
});

/** A questionnaire with its questions; inactive ones only when `withInactive`. */
export async function findQuestionnaire(db: Db, id: string, withInactive: boolean): Promise<QuestionnaireRow> {
  const row = await db.selectFrom('questionnaires').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!row.active && !withInactive)) throw notFound();
  return row;
}

export const toFull = (row: QuestionnaireRow) => ({ ...summary(row), questions: row.questions });

/** Active questionnaires (drafts too when `withInactive`), each with the latest pass of `clientId` (null when none). */
export async function listActive(db: Db, clientId: string | null, query: QuestionnaireListQuery, withInactive = false) {
  const base = db.selectFrom('questionnaires').$if(!withInactive, (qb) => qb.where('active', '=', true));
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'title', 'description', 'active', 'created_at'])
      .orderBy(query.sort, query.order === 'ASC' ? 'asc' : 'desc')
      .orderBy('id')
      .limit(query.perPage)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const passes =
    clientId && rows.length
      ? await db
          .selectFrom('questionnaire_answers')
          .where('client_id', '=', clientId)
          .where('questionnaire_id', 'in', rows.map((row) => row.id))
          .select((eb) => ['questionnaire_id', eb.fn.max('passed_at').as('latest')])
          .groupBy('questionnaire_id')
          .execute()
      : [];
  const latest = new Map(passes.map((pass) => [pass.questionnaire_id, new Date(pass.latest).toISOString()]));
  return {
    data: rows.map((row) => ({ ...summary(row), passed_at: latest.get(row.id) ?? null })),
    total: Number(count.total),
    perPage: query.perPage,
    page: query.page,
  };
}

export async function latestPass(db: Db, questionnaireId: string, clientId: string): Promise<Selectable<QuestionnaireAnswersTable> | undefined> {
  return db
    .selectFrom('questionnaire_answers')
    .selectAll()
    .where('questionnaire_id', '=', questionnaireId)
    .where('client_id', '=', clientId)
    .orderBy('passed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function toPassed(questionnaireId: string, clientId: string | null, pass: Selectable<QuestionnaireAnswersTable> | undefined): PassedReply {
  return { questionnaire_id: questionnaireId, client_id: clientId, answers: pass?.answers ?? [], passed_at: pass?.passed_at.toISOString() ?? null };
}

/** A new pass; earlier passes stay as history. */
export async function savePass(db: Db, questionnaireId: string, clientId: string, answers: Answer[]) {
  return db
    .insertInto('questionnaire_answers')
    .values({ questionnaire_id: questionnaireId, client_id: clientId, answers: JSON.stringify(answers) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** E10: the questionnaires a client passed, each with its latest pass, newest first. */
export async function listPassedBy(db: Db, clientId: string) {
  const rows = await db
    .selectFrom('questionnaire_answers as qa')
    .innerJoin('questionnaires as q', 'q.id', 'qa.questionnaire_id')
    .where('qa.client_id', '=', clientId)
    .select(['q.id', 'q.title', 'q.description', 'qa.client_id', 'qa.passed_at'])
    .distinctOn('q.id')
    .orderBy('q.id')
    .orderBy('qa.passed_at', 'desc')
    .execute();
  return rows
    .sort((a, b) => b.passed_at.getTime() - a.passed_at.getTime())
    .map((row) => ({ ...row, passed_at: row.passed_at.toISOString() }));
}
