import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { isAdminNotAgent } from '../../../common/roles';
import { created, ok, routeTable } from '../../http/route';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { clientOfUser } from '../payments/client-of-user';
import { answersPdf } from './pdf';
import {
  AnswersInput,
  AnswersPdfParams,
  ClientQuestionnaireList,
  ClientQuestionnairesParams,
  PassedReply,
  QuestionnaireFull,
  QuestionnaireId,
} from './schemas';
import { linkedClientId, visiblePasses } from './scope';
import * as questionnaires from './service';
import { validateAnswers } from './validate';
import { noteListAnswers, restoreListAnswers } from './keep-lists';

const ofClients = (action: Action) => ({ resource: 'client-questionnaires', action });

/**
 * K7: a client reads and answers questionnaires for itself (an admin may read them); the list is generated
 * (resource.ts). E10: the client card lists what a client passed and prints its answers.
 */
const questionnaireRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['questionnaires'], resource: 'questionnaires' });

  route.get('/questionnaires/:id/full', 'show', 'A questionnaire with its questions (inactive ones for ADMIN only)',
    { params: QuestionnaireId, response: ok(QuestionnaireFull, 404) },
    async (request) => {
      const row = await questionnaires.findQuestionnaire(app.db, request.params.id, isAdminNotAgent(requireUser(request).roles));
      return questionnaires.answered(app.db, row, request);
    });

  route.get('/questionnaires/:id/passed', 'show', "The caller's latest answers; passed_at null when not passed",
    { params: QuestionnaireId, response: ok(PassedReply, 404) },
    async (request) => {
      const { id } = request.params;
      await questionnaires.findQuestionnaire(app.db, id, true);
      const clientId = await linkedClientId(app.db, requireUser(request).id);
      const [pass, choices] = clientId ? await Promise.all([questionnaires.latestPass(app.db, id, clientId), questionnaires.certificateChoices(app.db, clientId)]) : [];
      return questionnaires.toPassed(id, clientId, pass, choices);
    });

  route.post('/questionnaires/:id/answers', 'answer',
    'Pass an active questionnaire for one of the client’s certificates; errors are named answers.<question id> or certificate_id; every pass is kept, the latest counts',
    { params: QuestionnaireId, body: AnswersInput, response: created(PassedReply, 404) },
    async (request, reply) => {
      const { id } = request.params;
      const questionnaire = await questionnaires.findQuestionnaire(app.db, id, false);
      const answers = validateAnswers(questionnaire.questions, restoreListAnswers(request, request.body.answers));
      const client = await clientOfUser(app.db, requireUser(request).id);
      const choices = await questionnaires.certificateChoices(app.db, client.id);
      const certificateId = questionnaires.filledFor(choices, request.body.certificate_id);
      const pass = await questionnaires.savePass(app.db, id, client.id, answers, { certificateId, shared: request.body.shared ?? false });
      return reply.status(201).send(questionnaires.toPassed(id, client.id, pass, choices));
    },
    { preValidation: noteListAnswers });

  route.get('/questionnaires/user/:id', ofClients('list'),
    'E10: the questionnaires a client passed, with the latest pass date; id is the client id. A seller lists the passes filled for its own certificates or shared',
    { params: ClientQuestionnairesParams, response: ok(ClientQuestionnaireList, 404) },
    async (request) => questionnaires.listPassedBy(app.db, request.params.id, await visiblePasses(app.db, requireUser(request), request.params.id)));

  route.get('/questionnaires/:id/users/:userId/pdf', ofClients('show'), "E10: a client's latest answers as PDF (a seller's: the latest filled for its own certificates or shared); userId is the client id",
    { params: AnswersPdfParams, response: ok(Type.String({ contentMediaType: 'application/pdf', description: 'The PDF file' }), 404) },
    async (request, reply) => {
      const { id, userId } = request.params;
      const document = await answersPdf(app.db, id, userId, request.language, await visiblePasses(app.db, requireUser(request), userId));
      return reply.type('application/pdf').header('content-disposition', attachment(document.fileName)).send(document.content);
    });
};

export default questionnaireRoutes;
