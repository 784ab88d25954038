import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { pick } from './people';

const THREE_YEARS_SECONDS = 3 * 365 * 86400;
/** Rows per statement: keeps each transaction's memory bounded at a million rows, especially in the embedded database. */
const BATCH = 100_000;

/**
 * Certificates over three years of sales: each takes an agent (and so its partner and subdivision), a client and
 * a tariff by a deterministic hash of its ordinal; about 2 % cancelled, 6 % awaiting payment, 3 % of the active
 * ones blocked, and the ones older than their period expired. Names are copied as the application copies them.
 */
async function insertBatch(db: Db, from: number, to: number, partnerId: string | null): Promise<void> {
  const g = sql.raw('g');
  await sql`
    with agent_pool as (select array_agg(a.id order by a.id) as ids from agents a where ${partnerId}::uuid is null or a.partner_id = ${partnerId}),
         rate_pool as (select array_agg(id order by id) as ids from rates),
         client_pool as (select array_agg(id order by id) as ids from clients),
         drawn as (
           select g,
                  (select ids from agent_pool)[1 + ${pick(g, 11, 1_000_003)} % (select cardinality(ids) from agent_pool)] as agent_id,
                  (select ids from rate_pool)[1 + ${pick(g, 12, 1_000_003)} % (select cardinality(ids) from rate_pool)] as rate_id,
                  (select ids from client_pool)[1 + ${pick(g, 13, 1_000_003)} % (select cardinality(ids) from client_pool)] as client_id,
                  now() - make_interval(secs => ${pick(g, 14, THREE_YEARS_SECONDS)}) as created,
                  ${pick(g, 15, 100)} as state,
                  ${pick(g, 16, 10)} as discount
           from generate_series(${from}::integer, ${to}::integer) as g
         )
    insert into certificates (rate_id, rate_name, client_id, client_name, agent_id, agent_name, partner_id, subdivision_id,
                              period, cost, commission, promo_discount, status, start_date, finish_date, blocked, blocked_type, block_date,
                              is_auto_pay, payment_type, created_at, updated_at)
    select d.rate_id, r.name, d.client_id, c.name, d.agent_id, u.name, a.partner_id, a.subdivision_id, r.period,
           r.cost - case when d.discount = 0 then round(r.cost * 0.1, 2) else 0 end, coalesce(rp.commission, 0),
           case when d.discount = 0 then round(r.cost * 0.1, 2) else 0 end,
           case when d.state < 2 then 'CANCELLED' when d.state < 8 then 'PENDING' else 'ACTIVE' end,
           case when d.state >= 8 then d.created end,
           case when d.state >= 8 then d.created + make_interval(months => r.period) end,
           d.state >= 97, case when d.state >= 97 then 'NON_PAYMENT' end, case when d.state >= 97 then d.created + interval '40 days' end,
           r.auto_payment and d.state % 2 = 0, case when d.state % 6 = 0 then 'SITE' else 'AGENT' end, d.created, d.created
    from drawn d
    join rates r on r.id = d.rate_id
    join clients c on c.id = d.client_id
    join agents a on a.id = d.agent_id
    join users u on u.id = a.user_id
    left join rate_partners rp on rp.rate_id = d.rate_id and rp.partner_id = a.partner_id
  `.execute(db);
}

/** `count` certificates sold by every agent, or only by the agents of `partnerId` (the report's partner). */
export async function generateCertificates(db: Db, count: number, onProgress: (done: number) => void, partnerId: string | null = null): Promise<void> {
  for (let from = 1; from <= count; from += BATCH) {
    const to = Math.min(count, from + BATCH - 1);
    await insertBatch(db, from, to, partnerId);
    onProgress(to);
  }
}
