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

function upload(fileName: string, data: Buffer, partner = partnerId) {
  const boundary = '----docs-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="partner_id"\r\n\r\n${partner}\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: '/gw/partner-docs', headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
}

describe('partner documents (G5, O12, O17)', () => {
  it('uploads a PDF with spaces in its name as underscores, lists, renames, downloads and deletes it', async () => {
    const res = await upload('Договор оферты 2025.pdf', PDF);
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({ original_name: 'Договор_оферты_2025.pdf', size: PDF.length, partner_id: partnerId });

    const list = await ctx.app.inject({ method: 'GET', url: `/gw/partner-docs?partner_id=${partnerId}`, headers: admin });
    expect(list.json().map((row: { id: string }) => row.id)).toContain(doc.id);

    const renamed = await ctx.app.inject({ method: 'PUT', url: `/gw/partner-docs/${doc.id}`, headers: admin, payload: { name: 'Новое имя' } });
    expect(renamed.json().original_name).toBe('Новое_имя.pdf');

    const download = await ctx.app.inject({ method: 'GET', url: `/gw/partner-docs/${doc.id}`, headers: admin });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%9D%D0%BE%D0%B2%D0%BE%D0%B5_%D0%B8%D0%BC%D1%8F.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/partner-docs/${doc.id}`, headers: admin })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/partner-docs/${doc.id}`, headers: admin })).statusCode).toBe(404);
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

    expect((await ctx.app.inject({ method: 'GET', url: `/gw/partner-docs/${doc.id}`, headers: agent })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/partner-docs/${foreign.id}`, headers: agent })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/partner-docs/${doc.id}`, headers: agent })).statusCode).toBe(403);
  });
});
