import type { Question, QuestionKind, QuestionnaireFull, QuestionnaireInput } from '../../dataProvider/contentApi';

/** A question as the editor holds it: options as lines of text, a key that survives moves. */
export interface DraftQuestion {
  key: string;
  id?: string;
  text: string;
  kind: QuestionKind;
  options: string;
  required: boolean;
}

export interface Draft {
  title: string;
  description: string;
  active: boolean;
  questions: DraftQuestion[];
}

let nextKey = 0;
const keyOf = () => `question-${++nextKey}`;

export const newQuestion = (): DraftQuestion => ({ key: keyOf(), text: '', kind: 'single', options: '', required: false });

const toDraftQuestion = (question: Question): DraftQuestion => ({ key: keyOf(), id: question.id, text: question.text, kind: question.kind, options: (question.options ?? []).join('\n'), required: question.required });

export const toDraft = (questionnaire?: QuestionnaireFull): Draft =>
  questionnaire
    ? { title: questionnaire.title, description: questionnaire.description ?? '', active: questionnaire.active, questions: questionnaire.questions.map(toDraftQuestion) }
    : { title: '', description: '', active: false, questions: [newQuestion()] };

export function toInput(draft: Draft): QuestionnaireInput {
  return {
    title: draft.title,
    description: draft.description.trim() || null,
    active: draft.active,
    questions: draft.questions.map(({ id, text, kind, options, required }) => ({
      ...(id ? { id } : {}),
      text,
      kind,
      required,
      ...(kind === 'text' ? {} : { options: options.split('\n').map((line) => line.trim()).filter(Boolean) }),
    })),
  };
}

/** The question at `index` swapped with its neighbour `by` places away (−1 up, +1 down). */
export function moved<T>(items: T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return items;
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
