import type { Db } from '../database';

/** A few privilege services (E9): the demo client's, and one for a client of the demo agent so its card shows one too. */
export async function seedOptions(db: Db): Promise<void> {
  const admin = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirstOrThrow();
  const demoClient = await db
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .select('clients.id')
    .where('users.login', '=', 'client')
    .executeTakeFirstOrThrow();
  const agentClient = await db
    .selectFrom('certificates')
    .innerJoin('agents', 'agents.id', 'certificates.agent_id')
    .innerJoin('users', 'users.id', 'agents.user_id')
    .select('certificates.client_id')
    .where('users.login', '=', 'agent')
    .where('certificates.status', '=', 'ACTIVE')
    .where('certificates.client_id', '<>', demoClient.id)
    .orderBy('certificates.created_at', 'desc')
    .executeTakeFirst();
  const bot = await db.selectFrom('services').select(['id', 'name', 'description']).where('bot', '=', 'AUTOBOT').executeTakeFirst();
  const given = { created_by: admin.id, service_id: null, unit: null, bot: null };
  await db
    .insertInto('privilege_services')
    .values([
      { ...given, client_id: demoClient.id, name: 'Персональный менеджер', description: 'Личный менеджер на связи в рабочие часы', unlimited: true, limit: null },
      ...(bot ? [{ ...given, client_id: demoClient.id, service_id: bot.id, name: bot.name, description: bot.description, unlimited: true, limit: null, bot: 'AUTOBOT' as const }] : []),
      ...(agentClient?.client_id
        ? [{ ...given, client_id: agentClient.client_id, name: 'Консультация юриста сверх тарифа', description: 'Подарок за продление', unlimited: false, limit: 2, unit: 'CONSULTATION' as const }]
        : []),
    ])
    .execute();
}
