import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let partnerId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const agent = await ctx.app.db
    .selectFrom('users')
    .innerJoin('agents', 'agents.user_id', 'users.id')
    .select('agents.partner_id')
    .where('users.login', '=', 'agent')
    .executeTakeFirstOrThrow();
  partnerId = agent.partner_id as string;
});
afterAll(async () => ctx?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function replace(id: string, data: Buffer, headers: Record<string, string> = admin) {
  const boundary = '----docs-replace';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v2.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: `/gw/docs/${id}`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

function upload(fileName: string, data: Buffer, partner = partnerId) {
  const boundary = '----docs-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="partner_id"\r\n\r\n${partner}\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: '/gw/docs', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

describe('partner documents (G5, O12, O17)', () => {
  it('uploads a PDF with spaces in its name as underscores, lists, renames, downloads and deletes it', async () => {
    const res = await upload('Договор оферты 2025.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ original_name: 'Договор_оферты_2025.pdf', size: PDF.length, partner_id: partnerId });

    const list = await ctx.app.inject({ method: 'GET', url: `/gw/docs?partner_id=${partnerId}`, headers: admin });
    expect(list.json().map((row: { id: string }) => row.id)).toContain(doc.id);

    const renamed = await ctx.app.inject({ method: 'PUT', url: `/gw/docs/${doc.id}`, headers: admin, payload: { name: 'Новое имя' } });
    expect(renamed.json().original_name).toBe('Новое_имя.pdf');

    const download = await ctx.app.inject({ method: 'GET', url: `/gw/docs/${doc.id}`, headers: admin });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9D%D0%BE%D0%B2%D0%BE%D0%B5_%D0%B8%D0%BC%D1%8F.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/docs/${doc.id}`, headers: admin })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/docs/${doc.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses a file named .pdf that is not a PDF, by its content', async () => {
    const res = await upload('fake.pdf', Buffer.from('<html>not a pdf</html>'));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.file).toBe('Файл неверного формата: загрузите PDF');
  });

  it('refuses a file of 10 MB or more with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload('big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Файл слишком большой: допустимо до 10 МБ');
  });

  it('refuses an unknown partner and a form without a file', async () => {
    const res = await upload('a.pdf', PDF, '00000000-0000-4000-8000-000000000000');
    expect(res.json().errors).toHaveProperty('partner_id');
    expect((await upload('empty.pdf', Buffer.alloc(0))).json().errors.file).toBe('Выберите файл');
  });

  it("gives an agent its partner's documents in the structure and the download, but not others' or the upload", async () => {
    const doc = (await upload('Инструкция.pdf', PDF)).json();
    const other = (await ctx.app.inject({ method: 'POST', url: '/gw/partners', headers: admin, payload: { name: 'Чужой' } })).json();
    const foreign = (await upload('Чужой.pdf', PDF, other.id)).json();
    const agent = await authAs(ctx.app, 'agent');

    const structure = (await ctx.app.inject({ method: 'GET', url: '/gw/documents/structure', headers: agent })).json();
    expect(structure[0].partner.id).toBe(partnerId);
    expect(structure[0].documents.map((row: { id: string }) => row.id)).toContain(doc.id);

    expect((await ctx.app.inject({ method: 'GET', url: `/gw/docs/${doc.id}`, headers: agent })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/docs/${foreign.id}`, headers: agent })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/docs/${doc.id}`, headers: agent })).statusCode).toBe(403);
  });

  it('replaces a document with a new version under the same id and name (POST /docs/{id}), for ADMIN only', async () => {
    const doc = (await upload('Регламент.pdf', PDF)).json();
    const v2 = Buffer.from('%PDF-1.7\n% version 2\n%%EOF\n');
    const replaced = await replace(doc.id, v2);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual({ id: doc.id, original_name: 'Регламент.pdf', size: v2.length, partner_id: partnerId });
    const download = await ctx.app.inject({ method: 'GET', url: `/gw/docs/${doc.id}`, headers: admin });
    expect(download.rawPayload.equals(v2)).toBe(true);

    const notPdf = await replace(doc.id, Buffer.from('<html>no</html>'));
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors.file).toBe('Файл неверного формата: загрузите PDF');
    expect((await replace(crypto.randomUUID(), v2)).statusCode).toBe(404);
    expect((await replace(doc.id, v2, await authAs(ctx.app, 'agent'))).statusCode).toBe(403);
  });

  it('answers /gw/docs to programs as the documents list; a person without a token is sent to the API documentation', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: `/gw/docs?partner_id=${partnerId}`, headers: { ...admin, accept: 'text/html,application/json' } });
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json())).toBe(true);
    const person = await ctx.app.inject({ method: 'GET', url: '/gw/docs', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(person.statusCode).toBe(302);
    expect(person.headers.location).toBe('/gw/openapi');
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/docs', headers: { accept: 'application/json' } })).statusCode).toBe(401);
  });
});
