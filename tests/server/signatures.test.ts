import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
let phoneSeq = 0;
const freshPhone = () => `7916${String(Date.now() % 10_000_000 + ++phoneSeq).padStart(7, '0')}`;

function send(fields: Record<string, string>, files: { name: string; data: Buffer }[], headers = admin) {
  const boundary = '----sign-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return ctx.app.inject({ method: 'POST', url: '/gw/v2/signature', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) });
}

/** The link's token, read from the SMS the outbox queued for the phone (as the person's phone would show it). */
async function linkToken(phone: string): Promise<string> {
  const sms = await ctx.database.db.selectFrom('sms_log').select('text').where('phone', '=', phone).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  const token = /#\/sign\/([A-Za-z0-9_-]+)/.exec(sms.text)?.[1];
  expect(token, sms.text).toBeTruthy();
  return token!;
}

const pub = (method: 'GET' | 'POST', token: string, tail = '', payload?: object) =>
  ctx.app.inject({ method, url: `/gw/signature/public/${token}${tail}`, payload, headers: { 'user-agent': 'signer-test/1.0' } });

async function newOrder(files = [{ name: 'contract one.pdf', data: pdf('one') }, { name: 'annex.pdf', data: pdf('two') }]) {
  const phone = freshPhone();
  const reply = await send({ phone: `+${phone}`, name: 'Подписант Тестовый' }, files);
  expect(reply.statusCode, reply.body).toBe(201);
  return { phone, order: reply.json(), token: await linkToken(phone) };
}

describe('document signing (M5)', () => {
  it('creates a SENT order with its files hashed, and queues the link by SMS (in the admin’s SMS log)', async () => {
    const { phone, order, token } = await newOrder();
    expect(order).toMatchObject({ status: 'SENT', phone, user: { name: 'Подписант Тестовый', phone }, sender: { name: expect.any(String) } });
    expect(order.files.map((f: { name: string; sha256: string }) => [f.name, f.sha256])).toEqual([['contract_one.pdf', sha(pdf('one'))], ['annex.pdf', sha(pdf('two'))]]);
    expect(token).not.toContain(order.id);
    const log = (await ctx.app.inject({ method: 'GET', url: `/gw/notifications/sms?q=${phone}`, headers: admin })).json();
    expect(log.data.some((m: { text: string }) => m.text.includes('/cabinet/#/sign/'))).toBe(true);
    const list = (await ctx.app.inject({ method: 'GET', url: '/gw/v2/signature?status=SENT', headers: admin })).json();
    expect(list.data.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  it('refuses a file that is not a PDF by its content, a bad phone, a form without files and more than 10 files, storing nothing', async () => {
    const count = async () => Number((await ctx.database.db.selectFrom('sign_orders').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const notPdf = await send({ phone: `+${freshPhone()}` }, [{ name: 'x.pdf', data: Buffer.from('MZ not a pdf') }]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors ?? notPdf.json()).toBeTruthy();
    expect(notPdf.body).toContain('files');
    expect((await send({ phone: '123' }, [{ name: 'a.pdf', data: pdf('a') }])).body).toContain('phone');
    expect((await send({ phone: `+${freshPhone()}` }, [])).statusCode).toBe(400);
    const eleven = await send({ phone: `+${freshPhone()}` }, Array.from({ length: 11 }, (_, i) => ({ name: `${i}.pdf`, data: pdf(String(i)) })));
    expect(eleven.statusCode).toBe(400);
    expect(eleven.body).toContain('files');
    expect(await count()).toBe(before);
  });

  it('signs with the SMS code: records the code hash (never the code), time, address, user agent, and writes the sheet', async () => {
    const { phone, order, token } = await newOrder();
    const view = (await pub('GET', token)).json();
    expect(view).toMatchObject({ status: 'SENT', phone: `•••${phone.slice(-4)}`, files: [{ name: 'contract_one.pdf' }, { name: 'annex.pdf' }] });
    expect(view).not.toHaveProperty('id');
    const file = await pub('GET', token, `/files/${view.files[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf('one'))).toBe(true);

    const sent = (await pub('POST', token, '/code')).json();
    expect(sent.sandboxCode).toMatch(/^\d{6}$/);
    const wrong = await pub('POST', token, '/sign', { codeId: sent.codeId, code: sent.sandboxCode === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await pub('GET', token)).json().status).toBe('SENT');

    const signed = await pub('POST', token, '/sign', { codeId: sent.codeId, code: sent.sandboxCode });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ status: 'APPLIED', signed_at: expect.any(String), sheet_file_id: expect.any(String) });

    const row = await ctx.database.db.selectFrom('sign_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(sent.sandboxCode);
    expect(row.sign_user_agent).toBe('signer-test/1.0');
    expect(row.sign_ip).toBeTruthy();

    const record = (await ctx.app.inject({ method: 'GET', url: `/gw/v2/signature/${order.id}`, headers: admin })).json();
    expect(record).toMatchObject({ status: 'APPLIED', sign_user_agent: 'signer-test/1.0', sheet_file_id: row.sheet_file_id });
    const sheet = await ctx.app.inject({ method: 'GET', url: `/gw/v2/file/${row.sheet_file_id}`, headers: admin });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sheet.rawPayload.length).toBeGreaterThan(1000);
    expect((await pub('GET', token, `/files/${row.sheet_file_id}`)).statusCode).toBe(200);

    // final: the same code again, a new code, a decline are all refused
    expect((await pub('POST', token, '/sign', { codeId: sent.codeId, code: sent.sandboxCode })).statusCode).toBe(409);
    expect((await pub('POST', token, '/code')).statusCode).toBe(409);
    expect((await pub('POST', token, '/decline')).statusCode).toBe(409);
    // a signed order is the signature record: it is not deleted
    const del = await ctx.app.inject({ method: 'DELETE', url: `/gw/v2/signature/${order.id}`, headers: admin });
    expect(del.statusCode).toBe(409);
  });

  it('a code signs only the order it was asked for, once', async () => {
    const first = await newOrder();
    const sent = (await pub('POST', first.token, '/code')).json();
    const second = await newOrder();
    expect((await pub('POST', second.token, '/sign', { codeId: sent.codeId, code: sent.sandboxCode })).statusCode).toBe(400);
    expect((await pub('POST', first.token, '/sign', { codeId: sent.codeId, code: sent.sandboxCode })).statusCode).toBe(200);
  });

  it('declines without a code; a declined order may be deleted with its files', async () => {
    const { order, token } = await newOrder();
    const declined = await pub('POST', token, '/decline');
    expect(declined.json()).toMatchObject({ status: 'DECLINED', declined_at: expect.any(String) });
    expect((await pub('POST', token, '/code')).statusCode).toBe(409);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/gw/v2/signature/${order.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect((await pub('GET', token)).statusCode).toBe(404);
    expect(await ctx.database.db.selectFrom('files').select('id').where('owner_id', '=', order.id).execute()).toEqual([]);
  });

  it('an expired link is refused with 410 and the order answered EXPIRED', async () => {
    const { order, token } = await newOrder();
    await ctx.database.db.updateTable('sign_orders').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', order.id).execute();
    expect((await pub('POST', token, '/code')).statusCode).toBe(410);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/v2/signature/${order.id}`, headers: admin })).json().status).toBe('EXPIRED');
  });

  it('an unknown token is 404; the admin routes are the admin’s only', async () => {
    expect((await pub('GET', 'A'.repeat(32))).statusCode).toBe(404);
    const agent = await authAs(ctx.app, 'agent');
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/v2/signature', headers: agent })).statusCode).toBe(403);
    expect((await send({ phone: `+${freshPhone()}` }, [{ name: 'a.pdf', data: pdf('a') }], agent)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/v2/search/user?q=adm', headers: agent })).statusCode).toBe(403);
  });

  it('finds the person by name or phone', async () => {
    const user = await ctx.database.db.selectFrom('users').select(['id', 'name', 'phone']).where('phone', 'is not', null).executeTakeFirstOrThrow();
    const found = (await ctx.app.inject({ method: 'GET', url: `/gw/v2/search/user?q=${user.phone!.slice(-7)}`, headers: admin })).json();
    expect(found.map((u: { id: string }) => u.id)).toContain(user.id);
  });
});
