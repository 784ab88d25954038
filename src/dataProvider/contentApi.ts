import type { AppDataProvider } from './index';

/** Named calls of the client content screens (K4–K7): the only place their /gw paths are written. */
export type QuestionKind = 'single' | 'multiple' | 'text';
export interface Question {
  id: string;
  text: string;
  kind: QuestionKind;
  options?: string[];
  required: boolean;
}
export interface QuestionnaireSummary {
  id: string;
  title: string;
  description: string | null;
  active: boolean;
  created_at: string;
  passed_at: string | null;
}
export interface QuestionnaireFull extends Omit<QuestionnaireSummary, 'passed_at'> {
  questions: Question[];
}
export type AnswerValue = string | string[];
/** A certificate of the client's a pass may be filled for (its seller reads the pass). */
export interface CertificateChoice {
  id: string;
  number: string;
  rate_name: string | null;
}
export interface PassedAnswers {
  questionnaire_id: string;
  client_id: string | null;
  answers: { question_id: string; value: AnswerValue }[];
  passed_at: string | null;
  certificate_id: string | null;
  shared: boolean;
  certificates: CertificateChoice[];
}
/** What a pass is filled for: a certificate (left out: the server picks the only seller's) and the consent to share. */
export interface PassFilledFor {
  certificate_id?: string;
  shared?: boolean;
}
export interface QuestionnairePass {
  client_id: string;
  client_name: string;
  passes: number;
  passed_at: string;
}
export interface WorkInstruction {
  lang: 'ru' | 'kk' | 'en';
  html: string;
  updated_at: string | null;
}
export interface TelegramBinding {
  id: string;
  token: string | null;
  active: boolean;
  expires_at: string | null;
  bound_at: string | null;
}
export interface StandardDocument {
  id: string;
  title: string;
  file_name: string;
  mime: string;
  size: number;
  created_at: string;
}

/** What the admin's editor writes (K7): a question without id is new, the server names it. */
export interface QuestionnaireInput {
  title: string;
  description: string | null;
  active: boolean;
  questions: (Omit<Question, 'id'> & { id?: string })[];
}

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
