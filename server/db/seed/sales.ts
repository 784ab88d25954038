import { sql } from 'kysely';
import type { Db } from '../database';

const SURNAMES = ['Иванов', 'Смирнов', 'Кузнецов', 'Попов', 'Васильев', 'Петров', 'Соколов', 'Михайлов', 'Новиков', 'Федоров', 'Морозов', 'Волков'];
const NAMES = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Артем', 'Илья', 'Кирилл', 'Михаил'];
const COMPANIES = ['ООО Ромашка', 'АО Вектор', 'ООО Северный ветер', 'ИП Орлов', 'ООО ТехноСервис'];

/**
 * Clients and a few hundred certificates in every state (active, pending payment, expired, blocked,
 * cancelled), spread over three years, written set-based so the same SQL scales for benchmarks.
 */
export async function seedSales(db: Db, { clients = 150, certificates = 400 } = {}): Promise<void> {
  await sql`
    insert into clients (user_id, name, phone, email, type)
    select u.id, u.name, u.phone, u.email, 'INDIVIDUAL' from users u where 'CLIENT' = any(u.roles)
  `.execute(db);
  await sql`
    insert into clients (name, phone, email, type, entity, money, bonus, created_at)
    select
      case when g % 10 = 0 then (${sql.val(COMPANIES)}::text[])[1 + (g / 10) % ${COMPANIES.length}]
           else (${sql.val(SURNAMES)}::text[])[1 + g % ${SURNAMES.length}] || ' ' || (${sql.val(NAMES)}::text[])[1 + (g / 7) % ${NAMES.length}] end,
      '79' || lpad((100000000 + g * 7919)::text, 9, '0'),
      'client' || g || '@example.ru',
      case when g % 10 = 0 then 'LEGAL' else 'INDIVIDUAL' end,
      case when g % 10 = 0 then jsonb_build_object('company', (${sql.val(COMPANIES)}::text[])[1 + (g / 10) % ${COMPANIES.length}], 'inn', '7707083893') end,
      (g % 5) * 100, g % 30,
      now() - (g || ' days')::interval
    from generate_series(1, ${clients}) as g
  `.execute(db);
  // sellers: every agent, then each partner's own site (online widget sales without an agent), so that
  // partners without agents have sales too. Every pool is ordered by stable keys, never by random ids, so that the
  // demo data (and the tests that read it) come out the same on every run
  await sql`
    with sellers as (
      select (row_number() over (order by kind, created_at, sort_key))::int - 1 as n, agent_id, agent_name, partner_id, subdivision_id
      from (
        select 0 as kind, a.created_at, u.login as sort_key, a.id as agent_id, u.name as agent_name, a.partner_id, a.subdivision_id
        from agents a join users u on u.id = a.user_id
        union all
        select 1, p.created_at, p.name, null, null, p.id, null from partners p
      ) s
    ), rate_pool as (
      select array_agg(id order by cost, lower(code_name)) as ids from rates
    ), client_pool as (
      select array_agg(id order by created_at, phone) as ids from clients
    ), rows as (
      select g,
             abs(hashtext(g::text)) % (select count(*) from sellers) as seller,
             (select ids from rate_pool)[1 + (g * 7) % (select cardinality(ids) from rate_pool)] as rate_id,
             (select ids from client_pool)[1 + (g * 13) % (select cardinality(ids) from client_pool)] as client_id,
             now() - ((g * 2.7) || ' days')::interval as created
      from generate_series(1, ${certificates}) as g
    )
    insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id,
                              period, cost, commission, promo_discount, bonus, status, start_date, finish_date, blocked, blocked_type,
                              block_date, blocked_by_role, is_auto_pay, payment_type, sold_online, created_at, updated_at)
    select r.rate_id, rt.name, r.client_id, c.name, sl.agent_id, sl.agent_name, sl.partner_id, sl.subdivision_id,
           rt.period,
           rt.cost - case when r.g % 9 = 0 then round(rt.cost * 0.1, 2) else 0 end - case when r.g % 11 = 0 and rt.cost > 500 then 500 else 0 end,
           coalesce(rp.commission, 0),
           case when r.g % 9 = 0 then round(rt.cost * 0.1, 2) else 0 end, case when r.g % 11 = 0 and rt.cost > 500 then 500 else 0 end,
           case when r.g % 20 = 0 then 'CANCELLED' when r.g % 7 = 0 then 'PENDING' else 'ACTIVE' end,
           case when r.g % 7 <> 0 and r.g % 20 <> 0 then r.created end,
           case when r.g % 7 <> 0 and r.g % 20 <> 0 then r.created + (rt.period || ' months')::interval end,
           r.g % 10 = 3 and r.g % 7 <> 0, case when r.g % 10 = 3 and r.g % 7 <> 0 then 'NON_PAYMENT' end,
           case when r.g % 10 = 3 and r.g % 7 <> 0 then r.created + interval '40 days' end,
           case when r.g % 10 = 3 and r.g % 7 <> 0 then 'AGENT' end,
           rt.auto_payment and r.g % 2 = 0, case when sl.agent_id is null or r.g % 6 = 0 then 'SITE' else 'AGENT' end,
           sl.agent_id is null, r.created, r.created
    from rows r
    join rates rt on rt.id = r.rate_id
    join clients c on c.id = r.client_id
    join sellers sl on sl.n = r.seller
    left join rate_partners rp on rp.rate_id = r.rate_id and rp.partner_id = sl.partner_id
  `.execute(db);
  // each block is its certificate's one hold (issue 23), the lowest authority's: anyone who may edit lifts it
  await sql`
    insert into certificate_holds (certificate_id, authority, reason, held_since)
    select id, blocked_by_role, blocked_type, block_date from certificates where blocked
    on conflict do nothing
  `.execute(db);
  await sql`
    insert into certificate_limits (certificate_id, service_id, max_limit, used_limit, used)
    select c.id, rs.service_id, rs."limit",
           case when rs."limit" is null then (abs(hashtext(c.id::text)) % 5) else least(rs."limit", abs(hashtext(c.id::text || rs.service_id::text)) % (rs."limit" + 1)) end,
           false
    from certificates c join rate_services rs on rs.rate_id = c.rate_id
  `.execute(db);
  await sql`
    insert into orders (certificate_id, client_id, cost, status, payed, pay_date, payment_type, issue, auto_payment, items, created_at)
    select c.id, c.client_id, c.cost, 'PAID', true, c.start_date, c.payment_type,
           case when c.payment_type = 'SITE' then 'TINKOFF' else 'SBERBANK' end, c.is_auto_pay,
           jsonb_build_array(jsonb_build_object('name', c.rate_name, 'cost', c.cost)), c.created_at
    from certificates c where c.status = 'ACTIVE'
  `.execute(db);
}
