import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { errorReplies } from '../../http/list';
import { answeredOf } from './answered';
import { checkQuestionnaire } from './edit-rules';
import { QuestionnaireInput } from './edit-schemas';
import { QuestionnaireFull, QuestionnaireId } from './schemas';
import { answered } from './service';

const TAGS = ['questionnaires'];
const admin = (action: string) => ({ access: { resource: 'questionnaires', action } });
const ANSWERS_KEPT = 'An answered question cannot be removed nor change its kind, nor lose an option a pass chose (errors per field).';

/**
 * K7: the admin writes questionnaires: title, questions of three kinds, required flags, order, publish. The body and
 * the answer are the declaration's (common/resources/questionnaires.ts); the routes are custom because their checks
 * span the questions and their passes, all named at once (edit-rules.ts).
 */
const questionnaireEditorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/questionnaires',
    {
      config: admin('create'),
      schema: { tags: TAGS, summary: 'Create a questionnaire (a draft unless active)', body: QuestionnaireInput, response: { 201: QuestionnaireFull, ...errorReplies } },
    },
    async (request, reply) => {
      const input = request.body as QuestionnaireInput;
      const { title, description, active } = input;
      const questions = checkQuestionnaire(input, [], new Map());
      const row = await app.db
        .insertInto('questionnaires')
        .values({ title: title.trim(), description: description?.trim() || null, active, questions: JSON.stringify(questions) })
        .returningAll()
        .executeTakeFirstOrThrow();
      return reply.status(201).send(await answered(app.db, row, request));
    },
  );

  app.put(
    '/questionnaires/:id',
    {
      config: admin('edit'),
      schema: {
        tags: TAGS,
        summary: `Rewrite a questionnaire; the passes stay as they were. ${ANSWERS_KEPT}`,
        params: QuestionnaireId,
        body: QuestionnaireInput,
        response: { 200: QuestionnaireFull, ...errorReplies, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body as QuestionnaireInput;
      const { title, description, active } = input;
      return app.db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('questionnaires').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw notFound();
        const questions = checkQuestionnaire(input, before.questions, await answeredOf(trx, id));
        const row = await trx
          .updateTable('questionnaires')
          .set({ title: title.trim(), description: description?.trim() || null, active, questions: JSON.stringify(questions) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return answered(trx, row, request);
      });
    },
  );
};

export default questionnaireEditorRoutes;
