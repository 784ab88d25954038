/** Shapes of the questionnaires API (K7 for the client cabinet, E10 for the client card). */
import { type Static, Type } from 'typebox';
import { questionnaires } from '../../../common/resources/questionnaires';
import { named } from '../../http/named';
import { recordSchema } from '../../resources/schemas';

const Uuid = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

/** Longest free-text answer kept; the body schema allows more so the reply can name the question. */
export const TEXT_ANSWER_MAX = 2000;

export const QuestionnaireId = Type.Object({ id: Uuid });
export const ClientQuestionnairesParams = Type.Object({ id: Uuid });
export const AnswersPdfParams = Type.Object({ id: Uuid, userId: Type.String({ format: 'uuid', description: "The client's id, as in GET /clients/{id}" }) });

/** A questionnaire with its questions, as `/full`, the editor's create and update answer it: the declared record. */
export const QuestionnaireFull = recordSchema(questionnaires, true);

export const AnswerValue = Type.Union([Type.String({ maxLength: TEXT_ANSWER_MAX * 4 }), Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 100 })]);
export const Answer = Type.Object({ question_id: Type.String({ minLength: 1, maxLength: 100 }), value: AnswerValue }, { additionalProperties: false });
export type Answer = Static<typeof Answer>;

export const AnswersInput = named(
  'AnswersBody',
  Type.Object(
    {
      answers: Type.Array(Answer, { maxItems: 200 }),
      certificate_id: Type.Optional(
        Type.Union([Uuid, Type.Null()], {
          description: "The client's certificate (one of `certificates` in the reply) the pass is filled for; its seller reads the pass. " +
            'Left out: the only one (400 when there are several); null: no seller reads it',
        }),
      ),
      shared: Type.Optional(Type.Boolean({ description: 'Every seller who may open the client reads the pass (the client’s consent); default false' })),
    },
    { additionalProperties: false },
  ),
);
export type AnswersInput = Static<typeof AnswersInput>;

/** A certificate of the client's that counts (ACTIVE or paid), the newest of its seller: one a pass may be filled for. */
export const CertificateChoice = named('QuestionnaireCertificateChoice', Type.Object({ id: Uuid, number: Type.String(), rate_name: Nullable(Type.String()) }));

/** The latest pass; passed_at null and no answers when the questionnaire has not been passed. */
export const PassedReply = named('QuestionnaireAnswers', Type.Object({
  questionnaire_id: Uuid,
  client_id: Type.Union([Uuid, Type.Null()]),
  answers: Type.Array(Type.Object({ question_id: Type.String(), value: AnswerValue })),
  passed_at: Nullable(DateTime),
  certificate_id: Type.Union([Uuid, Type.Null()], { description: 'The certificate the pass was filled for' }),
  shared: Type.Boolean({ description: 'Shared with every seller of the client' }),
  certificates: Type.Array(CertificateChoice, { description: "The caller's certificates a pass may be filled for (the newest of each seller), newest first" }),
}));
export type PassedReply = Static<typeof PassedReply>;

/** E10: a questionnaire the client passed, with the date of its latest pass. */
export const ClientQuestionnaire = named('ClientQuestionnaire', Type.Object({ id: Uuid, title: Type.String(), description: Nullable(Type.String()), client_id: Uuid, passed_at: DateTime }));
export const ClientQuestionnaireList = Type.Array(ClientQuestionnaire);
