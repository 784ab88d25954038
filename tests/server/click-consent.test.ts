import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countsAsPartnerAdmin, needsClickConsent } from '../../common/roles';
import { createAgent } from '../../server/modules/agents/write';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let clickPartnerId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  clickPartnerId = (await ctx.database.db.selectFrom('partners').select('id').where('name', '=', 'Бета Партнер').executeTakeFirstOrThrow()).id;
  await createAgent(ctx.database.db, {
    name: 'Клик Агентов',
    login: 'click-agent',
    phone: '79135550101',
    email: 'click-agent@example.ru',
    password: 'click-secret-1',
    role: [],
    partner_id: clickPartnerId,
    subdivision_id: null,
    type: 'NETTO',
    is_manager: false,
  });
});
afterAll(async () => ctx?.close());

const profileOf = async (login: string) => (await ctx.app.inject({ method: 'GET', url: '/gw/auth/profile', headers: await authAs(ctx.app, login) })).json();
const consent = async (login: string) => ctx.app.inject({ method: 'POST', url: '/gw/auth/profile/consent', headers: await authAs(ctx.app, login) });

describe('the click programme partner (G11)', () => {
  it('tells everyone the click partner id, and its agents until they accept the terms that they have not', async () => {
    expect(await profileOf('agent')).toMatchObject({ partnerClickId: clickPartnerId, clickConsentAt: null });
    const before = await profileOf('click-agent');
    expect(before).toMatchObject({ partnerClickId: clickPartnerId, clickConsentAt: null, scope: { agentData: { partnerId: clickPartnerId } } });
    expect(needsClickConsent({ roles: before.scope.roles, partnerId: before.scope.agentData.partnerId, partnerClickId: before.partnerClickId, clickConsentAt: before.clickConsentAt })).toBe(true);

    const accepted = await consent('click-agent');
    expect(accepted.statusCode).toBe(200);
    const acceptedAt = accepted.json().clickConsentAt;
    expect(Date.parse(acceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await consent('click-agent')).json().clickConsentAt).toBe(acceptedAt);
    expect((await profileOf('click-agent')).clickConsentAt).toBe(acceptedAt);
  });

  it('refuses the acceptance from anyone else, leaving them unchanged', async () => {
    const refused = await consent('agent');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Согласие с условиями программы нужно только агентам партнера программы');
    expect((await profileOf('agent')).clickConsentAt).toBeNull();
    expect((await ctx.app.inject({ method: 'POST', url: '/gw/auth/profile/consent' })).statusCode).toBe(401);
  });

  it("counts the click partner's users and ADMIN roles as partner admins", () => {
    expect(countsAsPartnerAdmin({ roles: ['PARTNER'], partnerId: clickPartnerId, partnerClickId: clickPartnerId })).toBe(true);
    expect(countsAsPartnerAdmin({ roles: ['PARTNER'], partnerId: 'another', partnerClickId: clickPartnerId })).toBe(false);
    expect(countsAsPartnerAdmin({ roles: ['AGENT', 'PARTNER_ADMIN'], partnerId: null, partnerClickId: null })).toBe(true);
    expect(needsClickConsent({ roles: ['PARTNER'], partnerId: clickPartnerId, partnerClickId: clickPartnerId })).toBe(false);
  });

  it('keeps one click programme partner: marking another moves the mark, omitting it keeps it', async () => {
    const admin = await authAs(ctx.app, 'admin');
    const created = await ctx.app.inject({ method: 'POST', url: '/gw/partners', headers: admin, payload: { name: 'Новый Клик', type: 'CPA', click_program: true } });
    expect(created.statusCode).toBe(201);
    const newId = created.json().id;
    const marked = await ctx.database.db.selectFrom('partners').select('id').where('click_program', '=', true).execute();
    expect(marked).toEqual([{ id: newId }]);
    expect((await profileOf('agent')).partnerClickId).toBe(newId);

    const renamed = await ctx.app.inject({ method: 'PUT', url: `/gw/partners/${newId}`, headers: admin, payload: { name: 'Новый Клик 2', type: 'CPA' } });
    expect(renamed.json()).toMatchObject({ name: 'Новый Клик 2', click_program: true });
    const back = await ctx.app.inject({ method: 'PUT', url: `/gw/partners/${clickPartnerId}`, headers: admin, payload: { name: 'Бета Партнер', type: 'CPA', click_program: true } });
    expect(back.json().click_program).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/partners/${newId}`, headers: admin })).json().click_program).toBe(false);
    const missing = await ctx.app.inject({ method: 'PUT', url: `/gw/partners/${crypto.randomUUID()}`, headers: admin, payload: { name: 'Нет', type: null, click_program: true } });
    expect(missing.statusCode).toBe(404);
    expect((await profileOf('agent')).partnerClickId).toBe(clickPartnerId);
  });
});
