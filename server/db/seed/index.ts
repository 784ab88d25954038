import { hash } from '@node-rs/argon2';
import type { Db } from '../database';
import { DEMO_ACCOUNTS, DEMO_PARTNERS, DEMO_PASSWORD } from './accounts';
import { seedCatalogue } from './catalogue';
import { seedOptions } from './options';
import { seedQuestionnaires } from './questionnaires';
import { seedSales } from './sales';
import { seedServices } from './services';

/** Demo data for an empty database. Idempotent: nothing happens once the demo admin exists. */
export async function seedDemo(db: Db): Promise<void> {
  const existing = await db.selectFrom('users').select('id').where('login', '=', 'admin').executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (tx) => {
    const partners: { id: string; subdivisions: string[] }[] = [];
    for (const partner of DEMO_PARTNERS) {
      const row = await tx
        .insertInto('partners')
        .values({ name: partner.name, type: partner.type, reward: partner.reward, parent_id: null, click_program: 'clickProgram' in partner && partner.clickProgram })
        .returning('id')
        .executeTakeFirstOrThrow();
      const subdivisions = [];
      for (const name of partner.subdivisions) {
        const sub = await tx
          .insertInto('subdivisions')
          .values({ partner_id: row.id, name, parent_id: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        subdivisions.push(sub.id);
      }
      partners.push({ id: row.id, subdivisions });
    }
    const passwordHash = await hash(DEMO_PASSWORD);
    for (const account of DEMO_ACCOUNTS) {
      const partner = account.partner !== undefined ? partners[account.partner] : undefined;
      const user = await tx
        .insertInto('users')
        .values({
          login: account.login,
          phone: account.phone,
          email: account.email,
          name: account.name,
          password_hash: passwordHash,
          roles: account.roles,
          is_new_user: !!account.newUser,
          is_not_full_profile: !!account.newUser,
          partner_id: account.roles.includes('PARTNER') ? (partner?.id ?? null) : null,
          profile: JSON.stringify(
            account.newUser || !account.roles.includes('CLIENT')
              ? {}
              : { surname: 'Клиентова', name: 'Мария', patronymic: 'Ивановна', city: 'Москва', street: 'Тверская', house: '1', flat: 10 },
          ),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (account.agentType) {
        await tx
          .insertInto('agents')
          .values({
            user_id: user.id,
            partner_id: partner?.id ?? null,
            subdivision_id: partner && account.subdivision !== undefined ? partner.subdivisions[account.subdivision] : null,
            type: account.agentType,
          })
          .execute();
      }
    }
    await seedServices(tx);
    await seedCatalogue(tx);
    await seedSales(tx);
    await seedOptions(tx);
    await seedQuestionnaires(tx);
  });
}
