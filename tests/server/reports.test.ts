import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { type StatsFixture, createStatsFixture } from './support/sales-stats-fixtures';

let ctx: TestContext;
let fx: StatsFixture;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  ctx = await buildTestApp();
  fx = await createStatsFixture(ctx.database.db);
});
afterAll(async () => ctx?.close());

const get = async (url: string, login = 'admin', language = 'ru') =>
  ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers: { ...(await authAs(ctx.app, login)), 'accept-language': language } });

describe('partner reports (L2)', () => {
  it('lists the counted certificates, oldest sale first, with cost and reward totals', async () => {
    const res = await get(`/report/partner/${fx.partnerId}/2025-03-01/2025-03-31`);
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.rows.map((row: { number: string }) => row.number)).toEqual(['ST-1', 'ST-2', 'ST-3', 'ST-7']);
    expect(report.rows[0]).toEqual({
      id: expect.any(String),
      rate: fx.basic.name,
      number: 'ST-1',
      client: 'Клиент Отчета',
      phone: '79130000001',
      email: 'report@example.ru',
      cost: 900,
      reward: 90,
      startDate: '2025-03-01T10:00:00.000Z',
      finishDate: expect.any(String),
    });
    expect(report.rows[2]).toMatchObject({ rate: fx.trial.name, cost: 1999.99, reward: 0 });
    expect(report.totals).toEqual({ cost: 4399.99, reward: 240 });
    expect(report.period).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });

  it("is for ADMIN and the partner's own staff, 404 for an unknown partner, and checks the period", async () => {
    const url = `/report/partner/${fx.partnerId}/2025-03-01/2025-03-31`;
    expect((await get(url, 'agent')).statusCode).toBe(403);
    expect((await get(url, 'stats-partner-admin')).statusCode).toBe(200);
    expect((await get(url, 'partner-admin')).statusCode).toBe(403);
    expect((await get(url, 'stats-a1')).statusCode).toBe(403);
    expect((await get('/report/partner/00000000-0000-4000-8000-000000000000/2025-03-01/2025-03-31')).statusCode).toBe(404);
    expect((await get(`/report/partner/${fx.partnerId}/2025-03-31/2025-03-01`)).json().errors).toEqual({ to: 'Дата окончания не может быть раньше даты начала' });
    expect((await get(`/report/partner/${fx.partnerId}/2025-13-01/2025-03-31`)).json().errors).toHaveProperty('from');
    expect((await get(`/report/excel/${fx.partnerId}?from=2020-01-01&to=2025-03-31`)).json().errors).toEqual({ to: 'Период не может быть длиннее 3 лет' });
  });

  it('downloads the same rows as .xlsx with a totals row', async () => {
    const res = await get(`/report/excel/${fx.partnerId}?from=2025-03-01&to=2025-03-31`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toContain('filename="report_partner_from_2025-03-01_to_2025-03-31.xlsx"');
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(['Тариф', 'Номер', 'Клиент', 'Телефон', 'Email', 'Стоимость', 'Вознаграждение', 'Дата начала', 'Дата окончания']);
    expect(rows).toHaveLength(5);
    expect(rows[0].slice(0, 7)).toEqual([fx.basic.name, 'ST-1', 'Клиент Отчета', '79130000001', 'report@example.ru', 900, 90]);
    expect(rows[0][7]).toEqual(new Date('2025-03-01T10:00:00.000Z'));
    expect(rows[4]).toEqual(['Итого', null, null, null, null, 4399.99, 240, null, null]);
  });

  it('writes the sheet in the request language', async () => {
    const res = await get(`/report/excel/${fx.partnerId}?from=2025-03-01&to=2025-03-31`, 'admin', 'en');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet[0][0]).toBe('Tariff');
    expect(sheet.at(-1)?.[0]).toBe('Total');
  });
});
