import { type Transaction, sql } from 'kysely';
import type { Answer, DB, Question } from '../schema';

const HEALTH: Question[] = [
  { id: 'health', text: 'Как вы оцениваете свое здоровье?', kind: 'single', options: ['Отличное', 'Хорошее', 'Удовлетворительное', 'Плохое'], required: true },
  {
    id: 'chronic',
    text: 'Есть ли у вас хронические заболевания?',
    kind: 'multiple',
    options: ['Сердечно-сосудистые', 'Диабет', 'Болезни органов дыхания', 'Аллергия', 'Нет'],
    required: true,
  },
  { id: 'smoking', text: 'Курите ли вы?', kind: 'single', options: ['Да', 'Нет', 'Бросил(а)'], required: true },
  { id: 'surgery', text: 'Были ли у вас операции за последние 5 лет?', kind: 'single', options: ['Да', 'Нет'], required: true },
  { id: 'medicines', text: 'Какие лекарства вы принимаете постоянно?', kind: 'text', required: false },
];

const SERVICE: Question[] = [
  { id: 'rating', text: 'Насколько вы довольны обслуживанием?', kind: 'single', options: ['5', '4', '3', '2', '1'], required: true },
  { id: 'used', text: 'Какими услугами вы пользовались?', kind: 'multiple', options: ['Телемедицина', 'Консультация юриста', 'Вызов врача на дом', 'Другое'], required: false },
  { id: 'wishes', text: 'Ваши пожелания', kind: 'text', required: false },
];

const healthAnswers = (n: number): Answer[] => [
  { question_id: 'health', value: HEALTH[0].options![n % 3] },
  { question_id: 'chronic', value: n % 2 ? ['Аллергия'] : ['Нет'] },
  { question_id: 'smoking', value: HEALTH[2].options![n % 3] },
  { question_id: 'surgery', value: n % 4 === 1 ? 'Да' : 'Нет' },
  ...(n % 2 ? [{ question_id: 'medicines', value: 'Антигистаминные весной' }] : []),
];

const serviceAnswers = (n: number): Answer[] => [
  { question_id: 'rating', value: String(5 - (n % 2)) },
  { question_id: 'used', value: ['Телемедицина', 'Вызов врача на дом'].slice(0, 1 + (n % 2)) },
  { question_id: 'wishes', value: 'Спасибо, все понятно и быстро' },
];

/**
 * Two questionnaires (K7) with passes (E10) by the demo client and by a few clients of the demo agent; a pass is
 * filled for the client's newest certificate that counts (of the demo agent's, for its clients), as the form would.
 */
export async function seedQuestionnaires(db: Transaction<DB>): Promise<void> {
  const [health, service] = await db
    .insertInto('questionnaires')
    .values([
      { title: 'Анкета о состоянии здоровья', description: 'Для подключения страховых пакетов: ответьте на вопросы о здоровье', questions: JSON.stringify(HEALTH) },
      { title: 'Оценка качества обслуживания', description: 'Помогите нам стать лучше', questions: JSON.stringify(SERVICE) },
    ])
    .returning('id')
    .execute();
  const demo = await db.selectFrom('clients').innerJoin('users', 'users.id', 'clients.user_id').select('clients.id').where('users.login', '=', 'client').executeTakeFirst();
  const ofAgent = await db
    .selectFrom('certificates as c')
    .innerJoin('agents as a', 'a.id', 'c.agent_id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .where('u.login', '=', 'agent')
    .where('c.client_id', 'is not', null)
    .select('c.client_id')
    .distinct()
    .orderBy('c.client_id')
    .limit(4)
    .execute();
  const clients = [...(demo ? [demo.id] : []), ...ofAgent.map((row) => row.client_id!)];
  const filledFor = new Map<string, string | null>();
  for (const clientId of clients) {
    const newest = await db
      .selectFrom('certificates as c')
      .innerJoin('agents as a', 'a.id', 'c.agent_id')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('c.id')
      .where('c.client_id', '=', clientId)
      .$if(clientId !== demo?.id, (query) => query.where('u.login', '=', 'agent'))
      .orderBy(sql`(c.status = 'ACTIVE' or exists (select 1 from orders paid where paid.certificate_id = c.id and paid.status = 'PAID'))`, 'desc')
      .orderBy('c.created_at', 'desc')
      .executeTakeFirst();
    filledFor.set(clientId, newest?.id ?? null);
  }
  const day = 24 * 3600 * 1000;
  const pass = (questionnaireId: string, clientId: string, answers: Answer[], daysAgo: number) => ({
    questionnaire_id: questionnaireId,
    client_id: clientId,
    answers: JSON.stringify(answers),
    passed_at: new Date(Date.now() - daysAgo * day),
    certificate_id: filledFor.get(clientId) ?? null,
  });
  const passes = clients.flatMap((clientId, n) => [
    pass(health.id, clientId, healthAnswers(n), n + 3),
    ...(n % 2 === 0 ? [pass(service.id, clientId, serviceAnswers(n), n + 1)] : []),
  ]);
  // the demo client passed the health questionnaire twice: the older pass stays as history
  if (demo) passes.push(pass(health.id, demo.id, healthAnswers(1), 40));
  if (passes.length) await db.insertInto('questionnaire_answers').values(passes).execute();
}
