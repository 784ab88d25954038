import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, routeTable } from '../../http/route';
import { QuestionnaireId } from './schemas';
import { findQuestionnaire } from './service';

const Pass = Type.Object({
  client_id: Type.String({ format: 'uuid' }),
  client_name: Type.String(),
  passes: Type.Integer({ description: 'how many times the client passed it' }),
  passed_at: Type.String({ format: 'date-time', description: 'the latest pass' }),
});

/** K7/AC-09: who passed a questionnaire (one row per client, latest pass first), for the admin's questionnaire page. */
const questionnairePassRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['questionnaires'], resource: 'questionnaire-passes' });
  route.get('/questionnaires/:id/passes', 'list', 'The clients who passed a questionnaire, latest pass first (at most 500)',
    { params: QuestionnaireId, response: ok(Type.Array(Pass), 404) },
    async (request) => {
      await findQuestionnaire(app.db, request.params.id, true);
      const rows = await app.db
        .selectFrom('questionnaire_answers as qa')
        .innerJoin('clients as c', 'c.id', 'qa.client_id')
        .select(({ fn }) => ['qa.client_id', 'c.name as client_name', fn.countAll<string>().as('passes'), fn.max('qa.passed_at').as('passed_at')])
        .where('qa.questionnaire_id', '=', request.params.id)
        .groupBy(['qa.client_id', 'c.name'])
        .orderBy('passed_at', 'desc')
        .limit(500)
        .execute();
      return rows.map((row) => ({ ...row, passes: Number(row.passes), passed_at: new Date(row.passed_at).toISOString() }));
    });
};

export default questionnairePassRoutes;
