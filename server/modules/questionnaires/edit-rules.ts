import { randomBytes } from 'node:crypto';
import type { Question } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import type { Answered } from './answered';
import type { QuestionInput, QuestionnaireInput } from './edit-schemas';

type Errors = Record<string, MessageKey>;

const newQuestionId = () => `q-${randomBytes(4).toString('hex')}`;

function optionsOf(question: QuestionInput, field: string, errors: Errors): string[] | undefined {
  if (question.kind === 'text') return undefined;
  const options = (question.options ?? []).map((option) => option.trim());
  if (options.some((option) => option === '')) errors[`${field}.options`] = 'questionnaires.edit.optionBlank';
  else if (new Set(options).size !== options.length) errors[`${field}.options`] = 'questionnaires.edit.optionRepeated';
  else if (options.length < 2) errors[`${field}.options`] = 'questionnaires.edit.optionsTooFew';
  return options;
}

/** Passes stay readable: an answered question keeps its kind, every option a pass chose stays. */
function keepsAnswers(question: Question, before: Question | undefined, answered: Answered, field: string, errors: Errors) {
  const given = answered.get(question.id);
  if (!given || !before) return;
  if (before.kind !== question.kind) errors[`${field}.kind`] = 'questionnaires.edit.kindAnswered';
  else if (question.kind !== 'text' && [...given].some((value) => !question.options?.includes(value)))
    errors[`${field}.options`] = 'questionnaires.edit.optionAnswered';
}

/**
 * Checks what the admin wrote against the questionnaire as it is (`before`, empty for a new one) and its passes.
 * Errors are named after the body's fields (`title`, `questions.2.options`); returns the questions to store.
 */
export function checkQuestionnaire(input: QuestionnaireInput, before: Question[], answered: Answered): Question[] {
  const errors: Errors = {};
  if (!input.title.trim()) errors.title = 'validation.required';
  const previous = new Map(before.map((question) => [question.id, question]));
  const seen = new Set<string>();
  const questions = input.questions.map((question, index): Question => {
    const field = `questions.${index}`;
    const id = question.id ?? newQuestionId();
    if (seen.has(id)) errors[`${field}.id`] = 'questionnaires.edit.idRepeated';
    seen.add(id);
    if (!question.text.trim()) errors[`${field}.text`] = 'validation.required';
    const options = optionsOf(question, field, errors);
    const checked: Question = { id, text: question.text.trim(), kind: question.kind, required: question.required, ...(options ? { options } : {}) };
    if (!errors[`${field}.options`]) keepsAnswers(checked, previous.get(id), answered, field, errors);
    return checked;
  });
  if (before.some((question) => answered.has(question.id) && !seen.has(question.id))) errors.questions = 'questionnaires.edit.questionAnswered';
  else if (input.active && !questions.length) errors.questions = 'questionnaires.edit.noQuestions';
  if (Object.keys(errors).length) throw badRequest(errors);
  return questions;
}
