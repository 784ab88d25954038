/** What the admin's questionnaire editor (K7) writes: the declared body (common/resources/questionnaires.ts). */
import type { InferInput } from '../../../common/resource';
import { questionnaires } from '../../../common/resources/questionnaires';
import { bodySchema } from '../../resources/schemas';

export const QuestionnaireInput = bodySchema(questionnaires);
export type QuestionnaireInput = InferInput<typeof questionnaires>;
export type QuestionInput = QuestionnaireInput['questions'][number];
