import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../server/modules/templates/fill';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { multipartBody } from './support/multipart';
import { pictureOf } from './support/pictures';

/** F2 and C12: a tariff names its certificates' template, and their PDF prints on it. */
let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers: admin, ...(payload ? { payload } : {}) });

/** A4's MediaBox in points, upright or on its side, as pdfkit writes it. */
const mediaBox = (pdf: Buffer) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))?.slice(1).map(Number);
const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

describe('a certificate printed on its tariff’s template', () => {
  it('fills the placeholders, leaving anything else as typed', () => {
    const values = { number: '00042', client: 'Мария', tariff: 'Семейный', start_date: '01.12.2026', end_date: '30.11.2027', partner: 'Альфа' };
    expect(fillTemplate('№ {number}: {client}, «{tariff}» с {start_date} по {end_date} ({partner}) {other}', values)).toBe(
      '№ 00042: Мария, «Семейный» с 01.12.2026 по 30.11.2027 (Альфа) {other}',
    );
  });

  it('prints on the picture, on its side, once the tariff names the template; plain and upright otherwise', async () => {
    const certificate = await ctx.app.db.selectFrom('certificates').select(['id', 'rate_id']).where('rate_id', 'is not', null).executeTakeFirstOrThrow();
    const plain = (await call('GET', `/certificates/${certificate.id}/pdf`)).rawPayload;
    expect(images(plain)).toBe(0);
    const [width, height] = mediaBox(plain)!;
    expect(width).toBeLessThan(height!);

    const form = multipartBody({}, { name: 'фон.png', data: await pictureOf(842, 595), type: 'image/png' });
    const picture = await ctx.app.inject({ method: 'POST', url: '/gw/template/picture/upload', headers: { ...admin, ...form.headers }, payload: form.payload });
    expect(picture.statusCode).toBe(201);
    const template = await call('POST', '/template', { name: 'Подарочный', orientation: 'LANDSCAPE', body: 'Сертификат № {number}\n{client}', picture_id: picture.json().id });
    expect(template.statusCode).toBe(201);

    const tariff = (await call('GET', `/rates/${certificate.rate_id}`)).json();
    const named = await call('PUT', `/rates/${tariff.id}`, { name: tariff.name, code_name: tariff.code_name, cost: tariff.cost, template_id: template.json().id });
    expect(named.statusCode).toBe(200);
    expect(named.json().template_id).toBe(template.json().id);

    const printed = await call('GET', `/certificates/${certificate.id}/pdf`);
    expect(printed.statusCode).toBe(200);
    expect(images(printed.rawPayload)).toBe(1);
    const [side, up] = mediaBox(printed.rawPayload)!;
    expect(side).toBeGreaterThan(up!);
  });

  it('keeps a template a tariff prints with, saying where it is used; refuses a template that does not exist', async () => {
    const used = await ctx.app.db.selectFrom('rates').select(['id', 'template_id']).where('template_id', 'is not', null).executeTakeFirstOrThrow();
    const refused = await call('DELETE', `/template/${used.template_id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Шаблон выбран в тарифах: сначала выберите там другой, затем удаляйте');
    const tariff = (await call('GET', `/rates/${used.id}`)).json();
    const missing = await call('PUT', `/rates/${used.id}`, { name: tariff.name, code_name: tariff.code_name, cost: tariff.cost, template_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['template_id']);
  });
});
