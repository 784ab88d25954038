import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as certificateCommission from '../../server/db/migrations/0140-certificate-commission';
import * as salesRollup from '../../server/db/migrations/0245-sales-rollup';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const db = () => ctx.database.db;
const today = () => new Date().toISOString().slice(0, 10);
const pathOf = (url: string) => new URL(url).pathname;
const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent')]);
});
afterAll(async () => ctx?.close());

async function agentPartnerId() {
  const row = await db().selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.partner_id').where('users.login', '=', 'agent').executeTakeFirstOrThrow();
  return row.partner_id!;
}

async function setCommission(partnerId: string, rateId: string, commission: number) {
  const res = await inject('POST', `/partners/${partnerId}/rates/attach`, admin, { rates: [{ rate_id: rateId, commission }] });
  expect(res.statusCode).toBe(200);
}

/** A sale by the demo agent, paid through the sandbox acquirer so that it counts in statistics and reports. */
async function paidSale(rateId: string) {
  const sold = await fx.sell(agent, { rate_id: rateId, client: { phone: fx.phone(), name: 'Комиссионный Клиент' } });
  expect(sold.statusCode).toBe(201);
  const { id, cost } = sold.json() as { id: string; cost: number };
  const { paymentUrl } = (await inject('POST', '/merchant/sberbank/order/light', agent, { certificate_id: id })).json();
  expect((await ctx.app.inject({ method: 'POST', url: `${pathOf(paymentUrl)}/confirm` })).statusCode).toBe(303);
  return { id, cost };
}

const statsReward = async (partnerId: string) =>
  (await inject('GET', `/partners/${partnerId}/stats?dateFrom=${today()}&dateTo=${today()}`, admin)).json().reward as number;

async function reportRewards(partnerId: string) {
  const report = (await inject('GET', `/report/partner/${partnerId}/${today()}/${today()}`, admin)).json() as { rows: { id: string; reward: number }[] };
  return new Map(report.rows.map((row) => [row.id, row.reward]));
}

describe('the commission agreed at the sale', () => {
  it('keeps the reward of a past sale when the commission changes, and a new sale takes the new one', async () => {
    const partnerId = await agentPartnerId();
    const rate = await fx.rate('BASIC');
    await setCommission(partnerId, rate.id, 10);
    const before = await paidSale(rate.id);
    const oldReward = Math.round(before.cost * 10) / 100;
    const rewardAfterFirstSale = await statsReward(partnerId);

    await setCommission(partnerId, rate.id, 25);
    expect(await statsReward(partnerId)).toBe(rewardAfterFirstSale);
    const after = await paidSale(rate.id);
    const newReward = Math.round(after.cost * 25) / 100;

    const rewards = await reportRewards(partnerId);
    expect(rewards.get(before.id)).toBe(oldReward);
    expect(rewards.get(after.id)).toBe(newReward);
    expect(await statsReward(partnerId)).toBeCloseTo(rewardAfterFirstSale + newReward, 2);
    const card = (await inject('GET', `/certificates/${before.id}`, admin)).json();
    expect(card.commission).toBe(10);
  });

  it('keeps 0 for a sale without a partner', async () => {
    const rate = await fx.rate('BASIC');
    const sold = await fx.sell(admin, { rate_id: rate.id, client: { phone: fx.phone(), name: 'Без Партнера' } });
    expect(sold.statusCode).toBe(201);
    expect((await inject('GET', `/certificates/${sold.json().id}`, admin)).json()).toMatchObject({ partner: null, commission: 0 });
  });
});

describe('migration 0140', () => {
  /** Each certificate's reward as it was computed before 0140: from the current tariff link. */
  const linkRewards = () =>
    sql<{ id: string; reward: string }>`
      select c.id, round(c.cost * coalesce(rp.commission, 0) / 100, 2)::text as reward
      from certificates c left join rate_partners rp on rp.rate_id = c.rate_id and rp.partner_id = c.partner_id order by c.id`.execute(db());
  const storedRewards = () => sql<{ id: string; reward: string }>`select id, round(cost * commission / 100, 2)::text as reward from certificates order by id`.execute(db());
  const agentCounts = () => sql`select agent_key, total from certificate_counts order by agent_key`.execute(db());

  it('backfills every certificate from its current link: figures unchanged, list counters untouched', async () => {
    // a certificate whose partner has no link to its tariff keeps 0
    const unlinked = await db().insertInto('partners').values({ name: 'Без Тарифов', type: 'AGENCY', parent_id: null }).returning('id').executeTakeFirstOrThrow();
    await sql`update certificates set partner_id = ${unlinked.id} where id = (select id from certificates where partner_id = ${await agentPartnerId()} order by number limit 1)`.execute(db());
    const expected = (await linkRewards()).rows;
    const counts = (await agentCounts()).rows;

    // undone and applied again, in one transaction as the migrator applies it, on the demo sales; the later rollups
    // (0245) read the column, so they are undone first and applied again last, as the migrator's order would
    await db().transaction().execute(async (tx) => {
      const unknownDb = tx as unknown as Kysely<unknown>;
      await salesRollup.down(unknownDb);
      await certificateCommission.down(unknownDb);
      await certificateCommission.up(unknownDb);
      await salesRollup.up(unknownDb);
    });

    expect((await storedRewards()).rows).toEqual(expected);
    expect(expected.some((row) => Number(row.reward) > 0)).toBe(true);
    expect((await agentCounts()).rows).toEqual(counts);
  });
});
