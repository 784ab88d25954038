import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';

export type QuestionKind = 'single' | 'multiple' | 'text';

/** A question of a questionnaire; `options` are the choices of single and multiple questions. */
export interface Question {
  id: string;
  text: string;
  kind: QuestionKind;
  options?: string[];
  required: boolean;
}

/** One answer: an option (single), options (multiple) or free text (text). */
export interface Answer {
  question_id: string;
  value: string | string[];
}

/** K7: a questionnaire with its questions. */
export interface QuestionnairesTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  questions: ColumnType<Question[], string, string>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** K7/E10: one pass of a questionnaire by a client; the newest pass is the current one. */
export interface QuestionnaireAnswersTable {
  id: Generated<string>;
  questionnaire_id: string;
  client_id: string;
  answers: ColumnType<Answer[], string, string>;
  passed_at: Timestamp;
  /** The certificate the pass was filled for (migration 0380): its seller sees the pass; null: no seller does. */
  certificate_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The client shares the pass with every seller that may open it. */
  shared: Generated<boolean>;
}
