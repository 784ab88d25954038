import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxBot } from '../../tools/sandbox-telegram-bot';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { multipartBody } from './support/multipart';

const BOT_SECRET = 'sandbox-bot-secret-0123456789';
let ctx: TestContext;
let admin: Record<string, string>;
let client: Record<string, string>;
let otherClient: Record<string, string>;
let agent: Record<string, string>;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const bot = (secret = BOT_SECRET) =>
  createSandboxBot(secret, async (method, path, headers, body) => {
    const reply = await ctx.app.inject({ method, url: `/gw${path}`, headers, ...(body ? { payload: body as object } : {}) });
    return { status: reply.statusCode, body: reply.json() };
  });

beforeAll(async () => {
  ctx = await buildTestApp({ telegramBotSecret: BOT_SECRET, telegramBotName: 'certificates_bot' });
  [admin, client, otherClient, agent] = await Promise.all(['admin', 'client', 'client-new', 'agent'].map((login) => authAs(ctx.app, login)));
}, 300_000);
afterAll(async () => ctx?.close());

describe('K4 work instruction', () => {
  it('stores sanitized HTML per language and shows it to clients', async () => {
    const html = '<h2>Как работать</h2><p onclick="steal()">Звоните <a href="javascript:alert(1)">сюда</a><script>alert(1)</script></p><img src="http://x/y.png">';
    const saved = await call('PUT', '/instruction/work/ru', admin, { html });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().html).toBe('<h2>Как работать</h2><p>Звоните <a rel="noopener noreferrer">сюда</a></p><img />');
    await call('PUT', '/instruction/work/en', admin, { html: '<p>How to work</p>' });
    expect((await call('GET', '/instruction/work', { ...client, 'accept-language': 'en' })).json().html).toBe('<p>How to work</p>');
    // Kazakh not written yet: Russian
    expect((await call('GET', '/instruction/work', { ...client, 'accept-language': 'kk' })).json()).toMatchObject({ lang: 'ru', html: expect.stringContaining('Как работать') });
    expect((await call('GET', '/instruction/work?lang=kk', admin)).json()).toMatchObject({ lang: 'kk', html: '' });
  });

  it('lets only the admin edit, refuses other languages and oversized text', async () => {
    expect((await call('PUT', '/instruction/work/ru', client, { html: '<p>x</p>' })).statusCode).toBe(403);
    expect((await call('GET', '/instruction/work', agent)).statusCode).toBe(403);
    expect((await call('PUT', '/instruction/work/de', admin, { html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await call('PUT', '/instruction/work/ru', admin, { html: 'x'.repeat(200_001) })).statusCode).toBe(400);
  });
});

describe('K5 telegram binding', () => {
  it('binds a chat with the one-time token, refreshes and revokes', async () => {
    const [binding] = (await call('GET', '/telegram/token', client)).json();
    expect(binding).toMatchObject({ active: false, token: expect.stringMatching(/^[\w-]{22}$/), bot: 'certificates_bot' });
    expect((await call('GET', '/telegram/token', client)).json()[0].token).toBe(binding.token);

    const bound = await bot().handle('1001', `/start ${binding.token}`);
    expect(bound).toMatchObject({ status: 200, body: { client_name: expect.any(String) } });
    expect((await call('GET', '/telegram/token', client)).json()[0]).toMatchObject({ id: binding.id, active: true, token: null });
    expect((await bot().whoami('1001')).body).toMatchObject({ bound: true });
    // the token is spent
    expect((await bot().start('1002', binding.token)).status).toBe(400);

    const refreshed = (await call('PUT', `/telegram/token/${binding.id}`, client)).json();
    expect(refreshed).toMatchObject({ active: false, token: expect.any(String) });
    expect(refreshed.token).not.toBe(binding.token);
    expect((await bot().whoami('1001')).body).toMatchObject({ bound: false, client_name: null });

    const revoked = (await call('DELETE', `/telegram/token/${binding.id}`, client)).json();
    expect(revoked).toMatchObject({ active: false, token: null });
    expect((await bot().start('1001', refreshed.token)).status).toBe(400);
  });

  it('refuses a wrong bot secret, an expired token and a chat bound to someone else', async () => {
    const [own] = (await call('GET', '/telegram/token', client)).json();
    const fresh = (await call('PUT', `/telegram/token/${own.id}`, client)).json();
    expect((await bot('wrong-secret-0123456789').start('2001', fresh.token)).status).toBe(401);
    expect((await bot().start('2001', fresh.token)).status).toBe(200);

    const [other] = (await call('GET', '/telegram/token', otherClient)).json();
    const taken = await bot().start('2001', other.token);
    expect(taken.status).toBe(409);

    await ctx.app.db.updateTable('telegram_bindings').set({ token_expires_at: new Date(Date.now() - 1000) }).where('id', '=', other.id).execute();
    expect(await bot().start('2002', other.token)).toMatchObject({ status: 400, body: { errors: { token: expect.any(String) } } });
  });

  it("keeps a client off another client's binding and staff off the page", async () => {
    const [own] = (await call('GET', '/telegram/token', client)).json();
    expect((await call('PUT', `/telegram/token/${own.id}`, otherClient)).statusCode).toBe(404);
    expect((await call('DELETE', `/telegram/token/${own.id}`, otherClient)).statusCode).toBe(404);
    expect((await call('GET', '/telegram/token', admin)).statusCode).toBe(403);
  });
});

describe('K6 standard documents (database store)', () => {
  const upload = (headers: Headers, title: string, data: Buffer, name = 'Договор оферты.pdf') => {
    const form = multipartBody({ title }, { name, data });
    return ctx.app.inject({ method: 'POST', url: '/gw/standard-documents', headers: { ...headers, ...form.headers }, payload: form.payload });
  };

  it('the admin publishes, a client lists and downloads, the admin withdraws', async () => {
    const pdf = Buffer.from('%PDF-1.4 standard document');
    const created = await upload(admin, 'Публичная оферта', pdf);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Публичная оферта', file_name: 'Договор_оферты.pdf', mime: 'application/pdf', size: pdf.length });
    const { id } = created.json();

    expect((await call('GET', '/standard-documents', client)).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id })]));
    const file = await call('GET', `/standard-documents/${id}/file`, otherClient);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''%D0%94");

    expect((await call('DELETE', `/standard-documents/${id}`, client)).statusCode).toBe(403);
    expect((await call('DELETE', `/standard-documents/${id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/standard-documents/${id}/file`, client)).statusCode).toBe(404);
  });

  it('refuses uploads by clients and agents, and an empty file', async () => {
    expect((await upload(client, 'x', Buffer.from('%PDF-1'))).statusCode).toBe(403);
    expect((await upload(agent, 'x', Buffer.from('%PDF-1'))).statusCode).toBe(403);
    const empty = await upload(admin, 'x', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('file');
    expect((await call('GET', '/standard-documents', agent)).statusCode).toBe(403);
  });
});

describe('K7 questionnaires: passes for the admin, answers kept per client', () => {
  it('lists who passed a questionnaire to the admin only', async () => {
    const [first] = (await call('GET', '/questionnaires', admin)).json().data;
    const passes = await call('GET', `/questionnaires/${first.id}/passes`, admin);
    expect(passes.statusCode).toBe(200);
    expect(passes.json().length).toBeGreaterThan(0);
    expect(passes.json()[0]).toMatchObject({ client_id: expect.any(String), client_name: expect.any(String), passes: expect.any(Number) });
    expect((await call('GET', `/questionnaires/${first.id}/passes`, client)).statusCode).toBe(403);
    expect((await call('GET', `/questionnaires/${first.id}/passes`, agent)).statusCode).toBe(403);
  });

  it('keeps a one-item answer of a multiple-choice question a list (ajv would coerce it to a string)', async () => {
    const rows = (await call('GET', '/questionnaires', client)).json().data as { id: string; title: string }[];
    const service = rows.find((row) => row.title.includes('обслуживания'))!.id;
    const saved = await call('POST', `/questionnaires/${service}/answers`, client, { answers: [{ question_id: 'rating', value: '5' }, { question_id: 'used', value: ['Телемедицина'] }] });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().answers).toEqual([{ question_id: 'rating', value: '5' }, { question_id: 'used', value: ['Телемедицина'] }]);
  });

  it("a client downloads its own answers' PDF and not another client's", async () => {
    const [first] = (await call('GET', '/questionnaires', client)).json().data;
    const own = (await call('GET', `/questionnaires/${first.id}/passed`, client)).json();
    expect(own.client_id).toEqual(expect.any(String));
    expect((await call('GET', `/questionnaires/${first.id}/users/${own.client_id}/pdf`, client)).statusCode).toBe(200);
    const foreign = await call('GET', `/questionnaires/${first.id}/users/${own.client_id}/pdf`, otherClient);
    expect([403, 404]).toContain(foreign.statusCode);
    expect((await call('GET', `/questionnaires/user/${own.client_id}`, otherClient)).statusCode).toBeGreaterThanOrEqual(403);
  });
});
