/**
 * Questionnaires (K7): the list is generated (a client lists the published ones with its latest pass); a
 * questionnaire with its questions (`/full`), the admin's editor, the answers and their PDFs are custom routes.
 */
import { QUESTION_KINDS } from '../enums';
import { arrayOf, boolean, computed, date, defineResource, enumOf, group, longText, text } from '../resource';

export { QUESTION_KINDS };

/** A question as the editor writes it and the questionnaire answers it; `options` are a choice question's. */
const question = {
  id: text({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', description: 'kept from the questionnaire; left out for a new question' }),
  text: text({ required: true, minLength: 1, maxLength: 1000 }),
  kind: enumOf(QUESTION_KINDS, { required: true }),
  options: arrayOf(text({ maxLength: 200 }), { maxItems: 50, optional: true, description: 'the choices of single and multiple questions' }),
  required: boolean({ required: true }),
};

export const questionnaires = defineResource({
  name: 'questionnaires',
  path: '/questionnaires',
  fields: {
    title: text({ required: true, minLength: 1, maxLength: 255 }),
    description: longText({ nullable: true, maxLength: 2000 }),
    active: boolean({ required: true, description: 'published: clients see and answer it' }),
    questions: arrayOf(group(question), { required: true, detail: true, maxItems: 100, description: 'in the order they are asked' }),
    created_at: date({ readOnly: true }),
    /** The caller's latest pass of it (null when not passed or the caller is no client); the list's rows only. */
    passed_at: computed(date({ nullable: true })),
  },
  list: {
    columns: ['title', 'active', 'created_at', 'passed_at'],
    sort: ['created_at', 'title'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  // K7: a client answers for itself only; ADMIN reads and writes the questionnaires
  access: { list: ['ADMIN', 'CLIENT'], show: ['ADMIN', 'CLIENT'], answer: ['CLIENT'], create: ['ADMIN'], edit: ['ADMIN'] },
  // one questionnaire is read with its questions at /questionnaires/{id}/full; the editor's checks span the
  // questions and their passes (server/modules/questionnaires/editor.ts); questionnaires are not deleted
  operations: { one: false, create: false, update: false, delete: false },
  representation: 'title',
});
