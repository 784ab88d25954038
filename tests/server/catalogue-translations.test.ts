import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/**
 * Issue 27: a tariff's and a service's name and description are written per language (ru, kk, en); every reader
 * answers the request's language and falls back to Russian where no translation is written.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let agent: Record<string, string>;
let rateId: string;
let serviceId: string;
let untranslatedId: string;

const get = (url: string, language: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: { ...headers, 'accept-language': language } });

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  const service = await ctx.app.inject({
    method: 'POST', url: '/gw/services', headers: admin,
    payload: { name: 'Юрист онлайн', name_kk: 'Онлайн заңгер', name_en: 'Online lawyer', description: 'Консультация', description_en: 'A consultation', solo: true },
  });
  expect(service.statusCode, service.body).toBe(201);
  serviceId = service.json().id;
  const untranslated = await ctx.app.inject({ method: 'POST', url: '/gw/services', headers: admin, payload: { name: 'Бухгалтер', solo: true } });
  untranslatedId = untranslated.json().id;
  const rate = await ctx.app.inject({
    method: 'POST', url: '/gw/rates', headers: admin,
    payload: { name: 'Переводной тариф', name_en: 'Translated tariff', name_kk: '  ', code_name: 'TRANSLATED', cost: 1000, description: 'Описание' },
  });
  expect(rate.statusCode, rate.body).toBe(201);
  rateId = rate.json().id;
  const linked = await ctx.app.inject({ method: 'POST', url: `/gw/rates/${rateId}/services/attach`, headers: admin, payload: { services: [{ id: serviceId, limit: 2, unit: 'CONSULTATION' }] } });
  expect(linked.statusCode, linked.body).toBeLessThan(300);
});
afterAll(async () => ctx?.close());

describe('catalogue texts per language (issue 27)', () => {
  it('the admin writes and reads back every language of a tariff', async () => {
    const res = await get(`/rates/${rateId}`, 'en', admin);
    expect(res.json()).toMatchObject({ name: 'Переводной тариф', name_en: 'Translated tariff', name_kk: null, description: 'Описание', description_en: null });
  });

  it('refuses a translation longer than its field', async () => {
    const res = await ctx.app.inject({ method: 'PUT', url: `/gw/services/${serviceId}`, headers: admin, payload: { name: 'Юрист онлайн', name_en: 'x'.repeat(256) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('name_en');
  });

  it('the public catalogue answers the request’s language, Russian where none is written', async () => {
    const en = (await get(`/catalog/rates/${rateId}`, 'en')).json();
    expect(en).toMatchObject({ name: 'Translated tariff', description: 'Описание' });
    expect(en).not.toHaveProperty('name_en');
    expect(en.services).toEqual([expect.objectContaining({ id: serviceId, name: 'Online lawyer' })]);
    // a blank translation is none
    expect((await get(`/catalog/rates/${rateId}`, 'kk')).json()).toMatchObject({ name: 'Переводной тариф' });
    expect((await get(`/catalog/rates/${rateId}`, 'ru')).json().services[0].name).toBe('Юрист онлайн');
    const services = (await get('/catalog/services?perPage=100', 'kk')).json().data;
    expect(services.find((s: { id: string }) => s.id === serviceId)).toMatchObject({ name: 'Онлайн заңгер', description: 'Консультация' });
    expect(services.find((s: { id: string }) => s.id === untranslatedId)).toMatchObject({ name: 'Бухгалтер' });
    expect((await get(`/catalog/services/${serviceId}`, 'en')).json()).toMatchObject({ name: 'Online lawyer', description: 'A consultation' });
  });

  it('a list’s search finds a name by any of its languages', async () => {
    const ids = async (url: string) => (await get(url, 'ru', admin)).json().data.map((r: { id: string }) => r.id);
    expect(await ids('/rates?q=translated')).toEqual([rateId]);
    expect(await ids('/rates?q=Переводной')).toEqual([rateId]);
    expect(await ids('/services?q=заңгер')).toContain(serviceId);
  });

  it('the sales form’s pickers answer the request’s language', async () => {
    const rates = (await get('/rates/all', 'en', agent)).json();
    expect(rates.find((r: { id: string }) => r.id === rateId).name).toBe('Translated tariff');
    const all = (await get('/services/all', 'en', admin)).json();
    expect(all.find((s: { id: string }) => s.id === serviceId).name).toBe('Online lawyer');
    expect(all.find((s: { id: string }) => s.id === untranslatedId).name).toBe('Бухгалтер');
    const additional = (await get('/services/additional', 'kk', admin)).json();
    expect(additional.find((s: { id: string }) => s.id === serviceId).name).toBe('Онлайн заңгер');
  });

  it('a sold certificate’s card (and so its PDF) names the tariff in the request’s language, the sale’s name otherwise', async () => {
    const sale = await ctx.app.inject({
      method: 'POST', url: '/gw/certificates', headers: agent,
      payload: { rate_id: rateId, client: { phone: '+7 (701) 555-27-27', name: 'Переводной Клиент' }, paymentType: 'AGENT' },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    const en = (await get(`/certificates/${sale.json().id}`, 'en', admin)).json();
    expect(en.rate).toMatchObject({ name: 'Translated tariff', services: [expect.objectContaining({ name: 'Online lawyer' })] });
    expect((await get(`/certificates/${sale.json().id}`, 'kk', admin)).json().rate.name).toBe('Переводной тариф');
  });
});
