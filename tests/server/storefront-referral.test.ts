import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { freshIp, freshPhone, lastSmsCode, post } from './onboarding-support';

/** Issue 27 (G11): a storefront link's partner is credited with the client it brings and the client's purchases. */
let ctx: TestContext;
const db = () => ctx.database.db;
let emails = 0;
const UNKNOWN = '00000000-0000-4000-8000-000000000027';

beforeAll(async () => {
  ctx = await buildTestApp();
}, 300_000);
afterAll(async () => ctx?.close());

/** A partner's tariff link whose partner price differs from the catalogue's cost, so a repricing would show. */
async function partnerLink() {
  const link = await db()
    .selectFrom('rate_partners as rp')
    .innerJoin('rates as r', 'r.id', 'rp.rate_id')
    .select(['rp.partner_id', 'rp.rate_id', 'rp.commission', 'r.cost', 'r.period'])
    .where('r.meter', '=', false)
    .orderBy('rp.rate_id')
    .executeTakeFirstOrThrow();
  await db().updateTable('rate_partners').set({ partner_price: Number(link.cost) + 1000, commission: 7 }).where('rate_id', '=', link.rate_id).where('partner_id', '=', link.partner_id).execute();
  return { partnerId: link.partner_id, rateId: link.rate_id, cost: Number(link.cost), period: Number(link.period) };
}

/** A8 with the link's partner: code → confirm → account; answers the new client's session. */
async function register(partnerId?: string) {
  const phone = freshPhone();
  const ip = freshIp();
  const sent = await post(ctx.app, '/auth/registration', { phone: `+${phone}`, role: 'CLIENT', ...(partnerId ? { partnerId } : {}) }, { ip });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastSmsCode(db(), phone);
  const confirmed = await post(ctx.app, '/auth/registration/confirm', { codeId: sent.json().codeId, code }, { ip });
  const form = { name: 'Клиент Витрины', email: `storefront${++emails}@example.ru`, password: 'secret1', password_confirmation: 'secret1' };
  const end = await post(ctx.app, '/auth/registration/end', form, { ip, token: confirmed.json().token });
  expect(end.statusCode, end.body).toBe(200);
  const client = await db().selectFrom('clients').select(['id', 'referral_partner_id', 'referred_at']).where('phone', '=', phone).executeTakeFirstOrThrow();
  return { client, headers: { authorization: `Bearer ${end.json().token}` } };
}

async function buy(headers: Record<string, string>, body: object) {
  const res = await ctx.app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order', headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const order = await db().selectFrom('orders').select(['cost', 'certificate_id']).where('id', '=', res.json().order_id).executeTakeFirstOrThrow();
  const certificate = await db().selectFrom('certificates').select(['partner_id', 'agent_id', 'commission']).where('id', '=', order.certificate_id!).executeTakeFirstOrThrow();
  return { cost: Number(order.cost), ...certificate, commission: Number(certificate.commission) };
}

describe('storefront referral (G11)', () => {
  it('credits the partner of the link with the client it registers and with its purchase, at the catalogue price', async () => {
    const link = await partnerLink();
    const { client, headers } = await register(link.partnerId);
    expect(client.referral_partner_id).toBe(link.partnerId);
    expect(client.referred_at).toBeInstanceOf(Date);
    // the purchase names no partner: the server credits the one it recorded
    const sold = await buy(headers, { certificates: [{ rateId: link.rateId, type: 'DEFAULT', period: link.period }] });
    expect(sold).toMatchObject({ partner_id: link.partnerId, agent_id: null, commission: 7, cost: link.cost });
  });

  it('keeps the first partner: a later link of another partner does not take the client over', async () => {
    const link = await partnerLink();
    const other = await db().selectFrom('partners').select('id').where('id', '<>', link.partnerId).executeTakeFirstOrThrow();
    const { headers } = await register(link.partnerId);
    const sold = await buy(headers, { certificates: [{ rateId: link.rateId, type: 'DEFAULT', period: link.period }], partnerId: other.id });
    expect(sold.partner_id).toBe(link.partnerId);
  });

  it('credits a client who signs in at checkout through a link, once, and keeps it for later purchases', async () => {
    const link = await partnerLink();
    const headers = await authAs(ctx.app, 'client');
    const { id } = await db().selectFrom('clients').select('id').where('user_id', '=', (await db().selectFrom('users').select('id').where('login', '=', 'client').executeTakeFirstOrThrow()).id).executeTakeFirstOrThrow();
    await db().updateTable('clients').set({ referral_partner_id: null, referred_at: null }).where('id', '=', id).execute();
    const first = await buy(headers, { certificates: [{ rateId: link.rateId, type: 'DEFAULT', period: link.period }], partnerId: link.partnerId });
    expect(first.partner_id).toBe(link.partnerId);
    const later = await buy(headers, { certificates: [{ rateId: link.rateId, type: 'DEFAULT', period: link.period }] });
    expect(later.partner_id).toBe(link.partnerId);
  });

  it('lets an unknown partner register and buy unattributed, and says so on the public lookup', async () => {
    const link = await partnerLink();
    const { client, headers } = await register(UNKNOWN);
    expect(client.referral_partner_id).toBeNull();
    const sold = await buy(headers, { certificates: [{ rateId: link.rateId, type: 'DEFAULT', period: link.period }], partnerId: UNKNOWN });
    expect(sold).toMatchObject({ partner_id: null, commission: 0, cost: link.cost });
    const unknown = await ctx.app.inject({ method: 'GET', url: `/gw/storefront/partners/${UNKNOWN}`, headers: { 'accept-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such partner');
    const known = await ctx.app.inject({ method: 'GET', url: `/gw/storefront/partners/${link.partnerId}` });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ id: link.partnerId, name: expect.any(String) });
    // a link's parameter that is not an id is bad input, named
    const garbled = await post(ctx.app, '/auth/registration', { phone: `+${freshPhone()}`, role: 'CLIENT', partnerId: 'x' }, { ip: freshIp() });
    expect(garbled.statusCode).toBe(400);
  });

  it('serves a widget that renders in a Shadow DOM and links to the storefront with the partner', async () => {
    const { partnerId } = await partnerLink();
    const admin = await authAs(ctx.app, 'admin');
    const snippet = (await ctx.app.inject({ method: 'GET', url: `/gw/partners/widget/${partnerId}`, headers: admin })).json().widget_template as string;
    expect(snippet).toContain(`data-partner="${partnerId}"`);
    const script = await ctx.app.inject({ method: 'GET', url: '/gw/widget/widget.js', headers: { 'accept-language': 'en' } });
    expect(script.body).toContain('attachShadow');
    expect(script.body).toContain("/cabinet/#/shop?partner=");
    expect(script.body).toContain('Choose a tariff');
    const names = (await db().selectFrom('rates').select(['name', 'meter']).execute()).map((rate) => ({ ...rate, shown: script.body.includes(JSON.stringify(rate.name)) }));
    expect(names.some((rate) => rate.shown)).toBe(true);
    // a metered tariff needs a seller to measure it: neither the cards nor the storefront sell it
    expect(names.filter((rate) => rate.meter && rate.shown)).toEqual([]);
  });
});
