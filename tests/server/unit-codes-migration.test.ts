import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { openTestDatabase } from './helper';

/** Migrations 0430 and 0431 (issue 27): typed tariff types and units become the codes people choose from. */
let opened: { database: Database; drop(): Promise<void> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema before 0430, not the typed one
const raw = () => opened.database.db as unknown as Kysely<any>;

beforeAll(async () => {
  opened = await openTestDatabase();
  const { error } = await new Migrator({ db: raw(), provider: { getMigrations: async () => migrations } }).migrateTo('0390-login-history-kind');
  if (error) throw error;
});
afterAll(async () => opened?.drop());

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(raw())).rows[0]!;

describe('migrations 0430-rate-type-codes and 0431-service-unit-codes', () => {
  it('maps the words typed so far to their units and types, refuses any other afterwards', async () => {
    const service = async (name: string, unit: string | null) =>
      (await one(sql<{ id: string }>`insert into services (name, unit) values (${name}, ${unit}) returning id`)).id;
    const counted = await service('Юрист', ' Консультаций ');
    const english = await service('Courier', 'deliveries');
    const odd = await service('Штучная', 'шт');
    const blank = await service('Безлимитная', '');
    const none = await service('Бот', null);
    const rate = (await one(sql<{ id: string }>`insert into rates (name, code_name, cost, rate_type) values ('Тариф', 'MIG-0431', 100, 'VIP') returning id`)).id;
    await sql`insert into rate_services (rate_id, service_id, "limit", unit) values (${rate}, ${counted}, 3, 'выезда')`.execute(raw());
    const client = (await one(sql<{ id: string }>`insert into clients (name) values ('Клиент миграции') returning id`)).id;
    await sql`insert into privilege_services (client_id, name, "limit", unit, unlimited) values (${client}, 'Психолог', 2, 'сессии', false)`.execute(raw());
    const item = (unit: string) => JSON.stringify([{ type: 'service', service_id: odd, name: 'Штучная', cost: 1, limit: 2, unit }, { type: 'rate', name: 'Тариф' }]);
    const unpaid = (await one(sql<{ id: string }>`insert into orders (client_id, cost, items) values (${client}, 1, ${item('документа')}::jsonb) returning id`)).id;
    const paid = (await one(sql<{ id: string }>`insert into orders (client_id, cost, items, status, payed) values (${client}, 1, ${item('документа')}::jsonb, 'PAID', true) returning id`)).id;

    await migrateToLatest(raw());

    const units = await sql<{ id: string; unit: string | null }>`select id, unit from services where id in (${counted}, ${english}, ${odd}, ${blank}, ${none})`.execute(raw());
    expect(Object.fromEntries(units.rows.map((row) => [row.id, row.unit]))).toEqual({
      [counted]: 'CONSULTATION', [english]: 'DELIVERY', [odd]: 'USE', [blank]: null, [none]: null,
    });
    expect(await one(sql`select rate_type from rates where id = ${rate}`)).toEqual({ rate_type: 'DEFAULT' });
    expect(await one(sql`select unit from rate_services where rate_id = ${rate}`)).toEqual({ unit: 'VISIT' });
    expect(await one(sql`select unit from privilege_services where client_id = ${client}`)).toEqual({ unit: 'SESSION' });
    const items = async (id: string) => (await one(sql<{ items: { unit?: string }[] }>`select items from orders where id = ${id}`)).items;
    expect((await items(unpaid)).map((entry) => entry.unit)).toEqual(['DOCUMENT', undefined]);
    // a paid order's items stay as they were granted
    expect((await items(paid))[0]!.unit).toBe('документа');

    await expect(sql`update services set unit = 'консультация' where id = ${counted}`.execute(raw())).rejects.toThrow();
    await expect(sql`update rates set rate_type = 'VIP' where id = ${rate}`.execute(raw())).rejects.toThrow();
  });
});
