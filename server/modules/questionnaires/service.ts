/** Queries behind the questionnaire routes (K7, E10). */
import type { FastifyRequest } from 'fastify';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { Infer } from '../../../common/resource';
import { questionnaires } from '../../../common/resources/questionnaires';
import type { Db } from '../../db/database';
import type { Answer, QuestionnaireAnswersTable, QuestionnairesTable } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { saleCounts } from '../clients/scope';
import { recordsOf } from '../../resources/records';
import type { PassedReply } from './schemas';

type QuestionnaireRow = Selectable<QuestionnairesTable>;
const resource = { declaration: questionnaires };

/** A questionnaire with its questions; inactive ones only when `withInactive`. */
export async function findQuestionnaire(db: Db, id: string, withInactive: boolean): Promise<QuestionnaireRow> {
  const row = await db.selectFrom('questionnaires').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!row.active && !withInactive)) throw notFound();
  return row;
}

/** A questionnaire row as the declared record with its questions (`/full`, the editor's answers). */
export const answered = async (db: Db, row: QuestionnaireRow, request: FastifyRequest) =>
  (await recordsOf(db, resource, [row], request, true))[0] as Infer<typeof questionnaires>;

/** The latest pass of each of the questionnaires by a client (questionnaire id → ISO date). */
export async function latestPasses(db: Db, clientId: string, questionnaireIds: string[]): Promise<Map<string, string>> {
  if (!questionnaireIds.length) return new Map();
  const passes = await db
    .selectFrom('questionnaire_answers')
    .where('client_id', '=', clientId)
    .where('questionnaire_id', 'in', questionnaireIds)
    .select((eb) => ['questionnaire_id', eb.fn.max('passed_at').as('latest')])
    .groupBy('questionnaire_id')
    .execute();
  return new Map(passes.map((pass) => [pass.questionnaire_id, new Date(pass.latest).toISOString()]));
}

/** The latest pass of a client that the caller reads (`visible`, scope.ts: a predicate over the pass `qa`). */
export async function latestPass(
  db: Db,
  questionnaireId: string,
  clientId: string,
  visible: RawBuilder<boolean> = sql<boolean>`true`,
): Promise<Selectable<QuestionnaireAnswersTable> | undefined> {
  return db
    .selectFrom('questionnaire_answers as qa')
    .selectAll()
    .where('qa.questionnaire_id', '=', questionnaireId)
    .where('qa.client_id', '=', clientId)
    .where(visible)
    .orderBy('qa.passed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

type CertificateChoice = PassedReply['certificates'][number];

/**
 * What a pass may be filled for: of the client's certificates that count (ACTIVE or paid), the newest of each seller
 * (the shop's own sales, without an agent, are one seller), newest first. The choice is whose seller reads the pass.
 */
export async function certificateChoices(db: Db, clientId: string | null): Promise<CertificateChoice[]> {
  if (!clientId) return [];
  const seller = sql`coalesce(c.agent_id::text, '')`;
  const rows = await db
    .selectFrom('certificates as c')
    .select(['c.id', 'c.number', 'c.rate_name', 'c.created_at'])
    .distinctOn(seller)
    .where('c.client_id', '=', clientId)
    .where(saleCounts('c'))
    .orderBy(seller)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  return rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map(({ id, number, rate_name }) => ({ id, number, rate_name }));
}

/**
 * The certificate a new pass is filled for (issue 23): the one the client names among its choices (null: none); none
 * named, the only choice, and a 400 naming `certificate_id` when the client has certificates of several sellers.
 */
export function filledFor(choices: readonly CertificateChoice[], named: string | null | undefined): string | null {
  if (named === null) return null;
  if (named !== undefined) {
    if (!choices.some((choice) => choice.id === named)) throw badRequest({ certificate_id: 'questionnaires.certificateUnknown' });
    return named;
  }
  if (choices.length > 1) throw badRequest({ certificate_id: 'questionnaires.certificateRequired' });
  return choices[0]?.id ?? null;
}

export function toPassed(
  questionnaireId: string,
  clientId: string | null,
  pass: Selectable<QuestionnaireAnswersTable> | undefined,
  choices: readonly CertificateChoice[] = [],
): PassedReply {
  return {
    questionnaire_id: questionnaireId,
    client_id: clientId,
    answers: pass?.answers ?? [],
    passed_at: pass?.passed_at.toISOString() ?? null,
    certificate_id: pass?.certificate_id ?? null,
    shared: pass?.shared ?? false,
    certificates: [...choices],
  };
}

/** A new pass; earlier passes stay as history. */
export async function savePass(db: Db, questionnaireId: string, clientId: string, answers: Answer[], filled: { certificateId: string | null; shared: boolean }) {
  return db
    .insertInto('questionnaire_answers')
    .values({ questionnaire_id: questionnaireId, client_id: clientId, answers: JSON.stringify(answers), certificate_id: filled.certificateId, shared: filled.shared })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** E10: the questionnaires a client passed, each with its latest pass the caller reads (`visible`), newest first. */
export async function listPassedBy(db: Db, clientId: string, visible: RawBuilder<boolean>) {
  const rows = await db
    .selectFrom('questionnaire_answers as qa')
    .innerJoin('questionnaires as q', 'q.id', 'qa.questionnaire_id')
    .where('qa.client_id', '=', clientId)
    .where(visible)
    .select(['q.id', 'q.title', 'q.description', 'qa.client_id', 'qa.passed_at'])
    .distinctOn('q.id')
    .orderBy('q.id')
    .orderBy('qa.passed_at', 'desc')
    .execute();
  return rows
    .sort((a, b) => b.passed_at.getTime() - a.passed_at.getTime())
    .map((row) => ({ ...row, passed_at: row.passed_at.toISOString() }));
}
