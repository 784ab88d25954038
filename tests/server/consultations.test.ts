import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePageQuery } from '../../server/modules/consultations/store';
import { USER_EVENTS_CHANNEL } from '../../server/modules/live/events';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let client: { authorization: string };
let otherClient: { authorization: string };
let agent: { authorization: string };
let categoryId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, client, otherClient, agent] = await Promise.all(['admin', 'client', 'client-new', 'agent'].map((login) => authAs(ctx.app, login)));
  categoryId = (await ctx.app.db.insertInto('categories').values({ name: 'Юридический вопрос' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

function upload(url: string, headers: Record<string, string>, name: string, data: Buffer) {
  const boundary = '----chat-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const open = (headers: Record<string, string>, text = 'Как оформить возврат?', extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/gw/consultations', headers, payload: { categoryId, text, key: randomUUID(), ...extra } });

describe('consultations (I1–I4)', () => {
  it('a client opens one with a file; the admin sees it, answers; the client sees it answered', async () => {
    const file = await upload('/gw/files/consultations', client, 'C:\\Users\\me\\скан паспорта.png', PNG);
    expect(file.statusCode).toBe(201);
    expect(file.json()).toMatchObject({ name: 'скан паспорта.png', extension: 'png', size: PNG.length });

    const opened = await open(client, 'Нужна консультация', { files: [file.json().id] });
    expect(opened.statusCode).toBe(201);
    const thread = opened.json();
    expect(thread).toMatchObject({ status: 'OPEN', answered: false, category: { name: 'Юридический вопрос' } });
    expect(thread.messages[0]).toMatchObject({ text: 'Нужна консультация', isOperator: false, files: [{ name: 'скан паспорта.png' }] });

    const inbox = await ctx.app.inject({ method: 'GET', url: '/gw/consultations?status=OPEN&answered=false', headers: admin });
    const row = inbox.json().data.find((c: { id: string }) => c.id === thread.id);
    expect(row).toMatchObject({ unread: true, author: { name: 'Мария Клиентова' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/consultations/unread', headers: admin })).json().count).toBeGreaterThan(0);

    const reply = await ctx.app.inject({ method: 'POST', url: `/gw/consultations/${thread.id}/messages`, headers: admin, payload: { text: 'Отвечаем', key: randomUUID() } });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().isOperator).toBe(true);
    const seen = await ctx.app.inject({ method: 'GET', url: `/gw/consultations/${thread.id}`, headers: client });
    expect(seen.json()).toMatchObject({ answered: true, unread: true });

    const download = await ctx.app.inject({ method: 'GET', url: `/gw/consultations/${thread.id}/files/${file.json().id}`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.rawPayload.equals(PNG)).toBe(true);
    // another client's thread and file are not there for them
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/consultations/${thread.id}`, headers: otherClient })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/consultations/${thread.id}/files/${file.json().id}`, headers: otherClient })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/consultations', headers: otherClient })).json().data).toEqual([]);
  });

  it('tells the author and every admin over the live channel (every process hears the notifier)', async () => {
    const heard: { userId: string; event: { event: string; consultationId: string; line: string } }[] = [];
    const stop = await ctx.app.notifier.subscribe(USER_EVENTS_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    try {
      const thread = (await open(otherClient, 'Живой вопрос')).json();
      const ids = await ctx.app.db.selectFrom('users').select(['id', 'login']).where('login', 'in', ['admin', 'client-new']).execute();
      await expect.poll(() => heard.filter((h) => h.event.consultationId === thread.id).map((h) => h.userId).sort()).toEqual(ids.map((u) => u.id).sort());
      expect(heard.find((h) => h.event.consultationId === thread.id)?.event).toMatchObject({ event: 'chat', line: 'CONSULTATION' });
      await ctx.app.inject({ method: 'POST', url: `/gw/consultations/${thread.id}/close`, headers: admin });
    } finally {
      await stop();
    }
  });

  it('stores a retried send once: the same key answers the same message', async () => {
    const thread = (await open(otherClient)).json();
    const key = randomUUID();
    const send = () => ctx.app.inject({ method: 'POST', url: `/gw/consultations/${thread.id}/messages`, headers: otherClient, payload: { text: 'Повтор', key } });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const page = await ctx.app.inject({ method: 'GET', url: `/gw/consultations/${thread.id}/messages`, headers: otherClient });
    expect(page.json().data.filter((m: { text: string }) => m.text === 'Повтор')).toHaveLength(1);
  });

  it('refuses an empty text (O4), a fourth open consultation, and a client closing one', async () => {
    const empty = await open(client, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.text).toBe('Вы не ввели текст сообщения');
    const open2 = await open(client);
    const open3 = await open(client);
    expect([open2.statusCode, open3.statusCode]).toEqual([201, 201]);
    const fourth = await open(client);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toMatchObject({ code: 'E_CONFLICT', message: expect.stringContaining('3') });
    expect((await ctx.app.inject({ method: 'POST', url: `/gw/consultations/${open2.json().id}/close`, headers: client })).statusCode).toBe(403);
    const closed = await ctx.app.inject({ method: 'POST', url: `/gw/consultations/${open2.json().id}/close`, headers: admin });
    expect(closed.json().status).toBe('CLOSED');
    const late = await ctx.app.inject({ method: 'POST', url: `/gw/consultations/${open2.json().id}/messages`, headers: client, payload: { text: 'Ещё вопрос' } });
    expect(late.statusCode).toBe(409);
    expect((await open(client)).statusCode).toBe(201);
  });

  it('refuses a file by its content, whatever its name, and a file over 10 MB', async () => {
    const fake = await upload('/gw/files/consultations', client, 'photo.png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors.file).toContain('Файл неверного формата');
    const big = await upload('/gw/files/consultations', client, 'big.png', Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Файл больше 10 МБ');
  });

  it('an agent writes to support and the admin answers; a client has no support line', async () => {
    const opened = await ctx.app.inject({ method: 'POST', url: '/gw/support', headers: agent, payload: { text: 'Не проходит продажа', key: randomUUID() } });
    expect(opened.statusCode).toBe(201);
    const id = opened.json().id;
    const answer = await ctx.app.inject({ method: 'POST', url: '/gw/support/messages', headers: admin, payload: { supportId: id, text: 'Проверили, попробуйте снова' } });
    expect(answer.json().isOperator).toBe(true);
    const thread = await ctx.app.inject({ method: 'GET', url: `/gw/support/messages?supportId=${id}`, headers: agent });
    expect(thread.json().data.map((m: { text: string }) => m.text)).toEqual(['Не проходит продажа', 'Проверили, попробуйте снова']);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/support', headers: client })).statusCode).toBe(403);
  });
});

describe('a thread of 10 000 messages (I3, keyset paging)', () => {
  it('opens at its newest page by seq, without OFFSET, and pages back by the cursor', async () => {
    const thread = (await ctx.app.inject({ method: 'POST', url: '/gw/support', headers: agent, payload: { text: 'Начало' } })).json();
    const author = (await ctx.app.db.selectFrom('users').select('id').where('login', '=', 'agent').executeTakeFirstOrThrow()).id;
    await sql`
      insert into consultation_messages (consultation_id, author_id, is_operator, text, idempotency_key)
      select ${thread.id}::uuid, ${author}::uuid, false, 'm' || n, 'key-bulk-' || n from generate_series(1, 9999) as n
    `.execute(ctx.app.db);
    const compiled = messagePageQuery(ctx.app.db, thread.id, undefined, 50).compile().sql.toLowerCase();
    expect(compiled).not.toContain('offset');
    expect(compiled).toMatch(/order by "m"\."seq" desc limit/);

    const started = performance.now();
    const newest = await ctx.app.inject({ method: 'GET', url: `/gw/support/messages?supportId=${thread.id}`, headers: agent });
    expect(performance.now() - started).toBeLessThan(2000);
    const page = newest.json();
    expect(page.data).toHaveLength(50);
    expect(page.data.at(-1).text).toBe('m9999');
    expect(page.data[0].text).toBe('m9950');
    const older = (await ctx.app.inject({ method: 'GET', url: `/gw/support/messages?supportId=${thread.id}&before=${page.before}`, headers: agent })).json();
    expect(older.data.at(-1).text).toBe('m9949');
  });
});
