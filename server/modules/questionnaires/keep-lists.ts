import type { FastifyRequest } from 'fastify';
import type { Answer } from './schemas';

/**
 * The app's ajv coerces types with coerceTypes 'array', so a one-item list (['Телемедицина']) meets the
 * answer's string branch first and arrives as a string, and a multiple-choice question refused it. Which
 * answers were lists is noted before validation and restored after, so a real string stays a string.
 */
const listAnswers = new WeakMap<FastifyRequest, boolean[]>();

export async function noteListAnswers(request: FastifyRequest): Promise<void> {
  const answers = (request.body as { answers?: unknown } | undefined)?.answers;
  listAnswers.set(request, Array.isArray(answers) ? answers.map((answer) => Array.isArray((answer as { value?: unknown } | null)?.value)) : []);
}

export function restoreListAnswers(request: FastifyRequest, answers: Answer[]): Answer[] {
  const wasList = listAnswers.get(request) ?? [];
  return answers.map((answer, index) => (wasList[index] && !Array.isArray(answer.value) ? { ...answer, value: [answer.value] } : answer));
}
