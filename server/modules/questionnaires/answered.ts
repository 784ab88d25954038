import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** What the passes of a questionnaire hold: each answered question id with the values chosen for it. */
export type Answered = Map<string, Set<string>>;

/** Every question answered in any pass of the questionnaire, with every option (or text) given to it. */
export async function answeredOf(db: Db, questionnaireId: string): Promise<Answered> {
  const { rows } = await sql<{ question_id: string; value: string | null }>`
    select distinct answer->>'question_id' as question_id, chosen as value
    from questionnaire_answers qa
    cross join lateral jsonb_array_elements(qa.answers) answer
    left join lateral jsonb_array_elements_text(
      case when jsonb_typeof(answer->'value') = 'array' then answer->'value' else jsonb_build_array(answer->'value') end
    ) chosen on true
    where qa.questionnaire_id = ${questionnaireId}
  `.execute(db);
  const answered: Answered = new Map();
  for (const row of rows) {
    const values = answered.get(row.question_id) ?? new Set<string>();
    if (row.value !== null) values.add(row.value);
    answered.set(row.question_id, values);
  }
  return answered;
}
