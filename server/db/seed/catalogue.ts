import { sql } from 'kysely';
import type { Db } from '../database';

const RATES = [
  { name: 'Пробный', code_name: 'TRIAL', cost: 990, period: 1, description: 'Знакомство с сервисом на месяц' },
  { name: 'Базовый', code_name: 'BASIC', cost: 12000, period: 12, description: 'Консультации и проверка документов' },
  { name: 'Стандарт', code_name: 'STANDARD', cost: 24000, period: 12, description: 'Базовый пакет и помощь на дороге', auto_payment: true },
  { name: 'Премиум', code_name: 'PREMIUM', cost: 48000, period: 12, description: 'Все услуги без ограничений', auto_payment: true, partial_payment: true },
  { name: 'Бизнес', code_name: 'BUSINESS', cost: 96000, period: 24, description: 'Для юридических лиц', meter: true, min_meter: 10, taxable: true },
];

/** Tariffs built from the demo services, priced for every demo partner. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.insertInto('rates').values(RATES).execute();
  // each tariff gets the services in order; the richer the tariff, the more services and the higher the limits
  await sql`
    insert into rate_services (rate_id, service_id, "limit", unit, description, sort)
    select r.id, s.id,
           case when r.code_name = 'PREMIUM' or s."limit" = 0 then null else s."limit" * (1 + (r.cost > 20000)::int) end,
           s.unit, s.description, s.rn
    from rates r
    join (select id, "limit", unit, description, row_number() over (order by created_at, name) as rn from services where not solo) s
      on s.rn <= case r.code_name when 'TRIAL' then 2 when 'BASIC' then 3 when 'STANDARD' then 5 else 8 end
  `.execute(db);
  await sql`
    insert into rate_partners (rate_id, partner_id, partner_price, commission)
    select r.id, p.id, round(r.cost * 0.8, 2), 10 + (row_number() over (order by r.code_name, p.name)) % 5
    from rates r cross join partners p
  `.execute(db);
}
