/** Shapes of the admin's questionnaire editor (K7): what a questionnaire is written as. */
import { type Static, Type } from 'typebox';
import { named } from '../../http/named';

export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 2000;
export const QUESTION_TEXT_MAX = 1000;
export const OPTION_MAX = 200;
export const QUESTIONS_MAX = 100;
export const OPTIONS_MAX = 50;

export const QuestionInput = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'kept from the questionnaire; left out for a new question' })),
    text: Type.String({ minLength: 1, maxLength: QUESTION_TEXT_MAX }),
    kind: Type.Union([Type.Literal('single'), Type.Literal('multiple'), Type.Literal('text')]),
    options: Type.Optional(Type.Array(Type.String({ maxLength: OPTION_MAX }), { maxItems: OPTIONS_MAX, description: 'the choices of single and multiple questions' })),
    required: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type QuestionInput = Static<typeof QuestionInput>;

export const QuestionnaireInput = named('QuestionnaireBody', Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: TITLE_MAX }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: DESCRIPTION_MAX }), Type.Null()])),
    questions: Type.Array(QuestionInput, { maxItems: QUESTIONS_MAX, description: 'in the order they are asked' }),
    active: Type.Boolean({ description: 'published: clients see and answer it' }),
  },
  { additionalProperties: false },
));
export type QuestionnaireInput = Static<typeof QuestionnaireInput>;
