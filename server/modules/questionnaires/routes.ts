import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isAdminNotAgent } from '../../../common/roles';
import { errorReplies } from '../../http/list';
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
  QuestionnaireListQuery,
  QuestionnaireListReply,
} from './schemas';
import { assertAnswersAccess, linkedClientId } from './scope';
import * as questionnaires from './service';
import { validateAnswers } from './validate';
import { noteListAnswers, restoreListAnswers } from './keep-lists';

const TAGS = ['questionnaires'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const own = (action: string) => ({ access: { resource: 'questionnaires', action } });
const ofClients = (action: string) => ({ access: { resource: 'client-questionnaires', action } });

/**
 * K7: a client lists, reads and answers questionnaires for itself (an admin may read them).
 * E10: the client card lists what a client passed and prints its answers.
 */
const questionnaireRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/questionnaires',
    { config: own('list'), schema: { tags: TAGS, summary: "Active questionnaires with the caller's latest pass date; ADMIN sees drafts too", querystring: QuestionnaireListQuery, response: { 200: QuestionnaireListReply, ...errorReplies } } },
    async (request) => {
      const user = requireUser(request);
      return questionnaires.listActive(app.db, await linkedClientId(app.db, user.id), request.query, isAdminNotAgent(user.roles));
    },
  );

  app.get(
    '/questionnaires/:id/full',
    { config: own('show'), schema: { tags: TAGS, summary: 'A questionnaire with its questions (inactive ones for ADMIN only)', params: QuestionnaireId, response: { 200: QuestionnaireFull, ...recordErrors } } },
    async (request) => questionnaires.toFull(await questionnaires.findQuestionnaire(app.db, request.params.id, isAdminNotAgent(requireUser(request).roles))),
  );

  app.get(
    '/questionnaires/:id/passed',
    { config: own('show'), schema: { tags: TAGS, summary: "The caller's latest answers; passed_at null when not passed", params: QuestionnaireId, response: { 200: PassedReply, ...recordErrors } } },
    async (request) => {
      const { id } = request.params;
      await questionnaires.findQuestionnaire(app.db, id, true);
      const clientId = await linkedClientId(app.db, requireUser(request).id);
      return questionnaires.toPassed(id, clientId, clientId ? await questionnaires.latestPass(app.db, id, clientId) : undefined);
    },
  );

  app.post(
    '/questionnaires/:id/answers',
    {
      config: own('answer'),
      preValidation: noteListAnswers,
      schema: {
        tags: TAGS,
        summary: 'Pass an active questionnaire; errors are named answers.<question id>; every pass is kept, the latest counts',
        params: QuestionnaireId,
        body: AnswersInput,
        response: { 201: PassedReply, ...recordErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const questionnaire = await questionnaires.findQuestionnaire(app.db, id, false);
      const answers = validateAnswers(questionnaire.questions, restoreListAnswers(request, request.body.answers));
      const client = await clientOfUser(app.db, requireUser(request).id);
      const pass = await questionnaires.savePass(app.db, id, client.id, answers);
      return reply.status(201).send(questionnaires.toPassed(id, client.id, pass));
    },
  );

  app.get(
    '/questionnaires/user/:id',
    {
      config: ofClients('list'),
      schema: { tags: TAGS, summary: 'E10: the questionnaires a client passed, with the latest pass date; id is the client id', params: ClientQuestionnairesParams, response: { 200: ClientQuestionnaireList, ...recordErrors } },
    },
    async (request) => {
      await assertAnswersAccess(app.db, requireUser(request), request.params.id);
      return questionnaires.listPassedBy(app.db, request.params.id);
    },
  );

  app.get(
    '/questionnaires/:id/users/:userId/pdf',
    {
      config: ofClients('show'),
      schema: {
        tags: TAGS,
        summary: "E10: a client's latest answers as PDF; userId is the client id",
        params: AnswersPdfParams,
        response: { 200: Type.String({ contentMediaType: 'application/pdf', description: 'The PDF file' }), ...recordErrors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await assertAnswersAccess(app.db, requireUser(request), userId);
      const document = await answersPdf(app.db, id, userId, request.language);
      return reply.type('application/pdf').header('content-disposition', attachment(document.fileName)).send(document.content);
    },
  );
};

export default questionnaireRoutes;
