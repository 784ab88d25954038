import type { Answer, Question } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import { TEXT_ANSWER_MAX } from './schemas';

type Checked = { value: string | string[] | null } | { error: MessageKey };

const blank = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value.trim() === '');

function check(question: Question, value: string | string[] | undefined): Checked {
  if (value === undefined || blank(value)) return question.required ? { error: 'questionnaires.answerRequired' } : { value: null };
  const options = question.options ?? [];
  switch (question.kind) {
    case 'single':
      if (Array.isArray(value)) return { error: 'questionnaires.singleOption' };
      return options.includes(value) ? { value } : { error: 'questionnaires.optionUnknown' };
    case 'multiple':
      if (!Array.isArray(value)) return { error: 'questionnaires.optionList' };
      if (value.some((option) => !options.includes(option))) return { error: 'questionnaires.optionUnknown' };
      // kept in the questionnaire's order, each option once
      return { value: options.filter((option) => value.includes(option)) };
    case 'text': {
      if (Array.isArray(value)) return { error: 'questionnaires.textExpected' };
      const text = value.trim();
      return text.length > TEXT_ANSWER_MAX ? { error: 'questionnaires.textTooLong' } : { value: text };
    }
  }
}

/**
 * Checks answers against the questions: every required question answered, options that exist, text not too long,
 * no unknown or repeated question. Errors are named `answers.<question id>`. Returns the answers in question order,
 * unanswered optional questions left out.
 */
export function validateAnswers(questions: Question[], answers: Answer[]): Answer[] {
  const errors: Record<string, MessageKey> = {};
  const given = new Map<string, Answer['value']>();
  const known = new Set(questions.map((question) => question.id));
  for (const { question_id, value } of answers) {
    if (!known.has(question_id)) errors[`answers.${question_id}`] = 'questionnaires.questionUnknown';
    else if (given.has(question_id)) errors[`answers.${question_id}`] = 'questionnaires.answeredTwice';
    given.set(question_id, value);
  }
  const valid: Answer[] = [];
  for (const question of questions) {
    const field = `answers.${question.id}`;
    if (errors[field]) continue;
    const result = check(question, given.get(question.id));
    if ('error' in result) errors[field] = result.error;
    else if (result.value !== null) valid.push({ question_id: question.id, value: result.value });
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return valid;
}
