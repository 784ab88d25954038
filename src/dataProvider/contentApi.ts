import type { Body, Reply, Schema } from './api/contract';
import type { AppDataProvider } from './index';

/** The client content screens' records (K4–K7), as the server publishes them. */
export type QuestionnaireSummary = Reply<'questionnairesList'>['data'][number];
/** A questionnaire with its questions (`/full`, the editor's answer): the declared record's detail. */
export type QuestionnaireFull = Schema<'QuestionnaireDetail'>;
export type Question = QuestionnaireFull['questions'][number];
export type QuestionKind = Question['kind'];
export type PassedAnswers = Schema<'QuestionnaireAnswers'>;
export type AnswerValue = PassedAnswers['answers'][number]['value'];
/** A certificate of the client's a pass may be filled for (its seller reads the pass). */
export type CertificateChoice = Schema<'QuestionnaireCertificateChoice'>;
/** What a pass is filled for: a certificate (left out: the server picks the only seller's) and the consent to share. */
export type PassFilledFor = Pick<Body<'questionnairesCreateAnswers'>, 'certificate_id' | 'shared'>;
export type QuestionnairePass = Reply<'questionnairesListPasses'>[number];
export type WorkInstruction = Schema<'Instruction'>;
export type TelegramBinding = Schema<'TelegramBinding'>;
export type StandardDocument = Schema<'StandardDocument'>;
/** What the admin's editor writes (K7): a question without id is new, the server names it. */
export type QuestionnaireInput = Schema<'QuestionnaireBody'>;

export const answersPdfPath = (questionnaireId: string, clientId: string) => `/questionnaires/${questionnaireId}/users/${clientId}/pdf`;
export const standardDocumentPath = (id: string) => `/standard-documents/${id}/file`;

export function contentApi(dataProvider: AppDataProvider) {
  const call: AppDataProvider['call'] = (method, path, options) => dataProvider.call(method, path, options);
  return {
    questionnaires: async () => (await call<{ data: QuestionnaireSummary[] }>('GET', '/questionnaires', { query: { perPage: 100 } })).data,
    questionnaire: (id: string) => call<QuestionnaireFull>('GET', `/questionnaires/${id}/full`),
    passed: (id: string) => call<PassedAnswers>('GET', `/questionnaires/${id}/passed`),
    answer: (id: string, answers: PassedAnswers['answers'], filledFor: PassFilledFor = {}) =>
      call<PassedAnswers>('POST', `/questionnaires/${id}/answers`, { body: { answers, ...filledFor } }),
    passes: (id: string) => call<QuestionnairePass[]>('GET', `/questionnaires/${id}/passes`),
    createQuestionnaire: (body: QuestionnaireInput) => call<QuestionnaireFull>('POST', '/questionnaires', { body }),
    saveQuestionnaire: (id: string, body: QuestionnaireInput) => call<QuestionnaireFull>('PUT', `/questionnaires/${id}`, { body }),
    instruction: (lang?: WorkInstruction['lang']) => call<WorkInstruction>('GET', '/instruction/work', { query: lang ? { lang } : {} }),
    saveInstruction: (lang: WorkInstruction['lang'], html: string) => call<WorkInstruction>('PUT', `/instruction/work/${lang}`, { body: { html } }),
    telegramBindings: () => call<TelegramBinding[]>('GET', '/telegram/token'),
    refreshTelegram: (id: string) => call<TelegramBinding>('PUT', `/telegram/token/${id}`),
    revokeTelegram: (id: string) => call<TelegramBinding>('DELETE', `/telegram/token/${id}`),
    standardDocuments: () => call<StandardDocument[]>('GET', '/standard-documents'),
    publishStandardDocument: (form: FormData) => call<StandardDocument>('POST', '/standard-documents', { body: form }),
    withdrawStandardDocument: (id: string) => call<StandardDocument>('DELETE', `/standard-documents/${id}`),
  };
}
