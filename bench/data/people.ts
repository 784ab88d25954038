import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { CITIES, COMPANY_WORDS, FIRST_NAMES, PATRONYMICS, SURNAMES } from './names';

export interface PeopleSizes {
  partners: number;
  agents: number;
  clients: number;
  rates: number;
}

/** A deterministic pseudo-random pick in [0, modulo) for row g: the same data on every run. */
export const pick = (g: RawBuilder<unknown>, salt: number, modulo: number) =>
  sql<number>`(abs(hashint8((${g})::bigint * 7919 + ${sql.lit(salt)})) % ${sql.lit(modulo)})`;

const fromList = (list: string[], index: ReturnType<typeof pick>) => sql<string>`(${sql.val(list)}::text[])[1 + ${index}]`;

function personName(salt: number) {
  const g = sql.raw('g');
  return sql<string>`${fromList(SURNAMES, pick(g, salt, SURNAMES.length))} || ' ' || ${fromList(FIRST_NAMES, pick(g, salt + 1, FIRST_NAMES.length))}
    || ' ' || ${fromList(PATRONYMICS, pick(g, salt + 2, PATRONYMICS.length))}`;
}

/** Partners with subdivisions in a few cities, agents spread over them, extra tariffs and the client base. */
export async function generatePeople(db: Db, sizes: PeopleSizes): Promise<void> {
  const g = sql.raw('g');
  await sql`
    insert into partners (name, type, reward)
    select 'Партнер ' || ${fromList(COMPANY_WORDS, pick(g, 1, COMPANY_WORDS.length))} || ' ' || g,
           case when g % 4 = 0 then 'CPA' else 'AGENCY' end, 5 + g % 10
    from generate_series(1, ${sizes.partners}) as g
  `.execute(db);
  await sql`
    insert into subdivisions (partner_id, name)
    select p.id, ${fromList(CITIES, pick(g, 2, CITIES.length))} || ' ' || g
    from partners p cross join generate_series(1, 3) as g
    where not exists (select 1 from subdivisions s where s.partner_id = p.id)
  `.execute(db);
  await sql`
    insert into users (login, name, password_hash, roles)
    select 'bench-agent-' || g, ${personName(3)}, (select password_hash from users where login = 'admin'), '{AGENT}'
    from generate_series(1, ${sizes.agents}) as g
  `.execute(db);
  await sql`
    with subdivision as (select id, partner_id, row_number() over (order by id) - 1 as n, count(*) over () as total from subdivisions),
         agent_user as (select id, row_number() over (order by login) as g from users where login like 'bench-agent-%')
    insert into agents (user_id, partner_id, subdivision_id, type)
    select u.id, s.partner_id, s.id, (array['NETTO', 'NETTO', 'BRUTTO', 'DINAMIC'])[1 + u.g % 4]
    from agent_user u join subdivision s on s.n = u.g % s.total
  `.execute(db);
  await sql`
    insert into rates (name, code_name, cost, period, auto_payment)
    select 'Пакет ' || ${fromList(COMPANY_WORDS, pick(g, 4, COMPANY_WORDS.length))} || ' ' || g, 'BENCH_' || g,
           990 * (1 + ${pick(g, 5, 60)}), (array[1, 6, 12, 12, 12, 24, 36])[1 + g % 7], g % 3 = 0
    from generate_series(1, ${sizes.rates}) as g
  `.execute(db);
  await sql`
    insert into clients (name, phone, type, entity, created_at)
    select case when g % 12 = 0 then 'ООО ' || ${fromList(COMPANY_WORDS, pick(g, 6, COMPANY_WORDS.length))} || ' ' || g else ${personName(7)} end,
           '77' || lpad(g::text, 9, '0'),
           case when g % 12 = 0 then 'LEGAL' else 'INDIVIDUAL' end,
           case when g % 12 = 0 then jsonb_build_object('company', 'ООО ' || g) end,
           now() - make_interval(secs => ${pick(g, 8, 3 * 365 * 86400)})
    from generate_series(1, ${sizes.clients}) as g
  `.execute(db);
}
