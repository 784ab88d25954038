import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyPromoCode } from '../../server/modules/sales/promo';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let rateId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.ready();
  admin = await authAs(ctx.app, 'admin');
  rateId = (await ctx.app.db.selectFrom('rates').select('id').where('code_name', '=', 'BASIC').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url: `/gw${url}`, headers, ...(payload ? { payload } : {}) });

const completed = (id: string) =>
  vi.waitFor(
    async () => {
      const job = (await call('GET', `/promo/files/${id}`)).json();
      if (job.status !== 'COMPLETED') throw new Error(`still ${job.status} at ${job.generated}`);
      return job;
    },
    { timeout: 60_000, interval: 100 },
  );
const codesOf = (jobId: string) =>
  ctx.app.db.selectFrom('promo_codes').selectAll().where('promo_file_id', '=', jobId).orderBy('promo_file_seq').execute();

describe('certificate generation (M6)', () => {
  it('makes the certificates in the background, one single-use 100 % code of the tariff each, and gives them as .json', async () => {
    const created = await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: rateId, count: 1_200, type: 'FIX', amount: 5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'CERTIFICATES', count: 1_200, type: 'PERCENT', amount: 100, all_use: 1, rate: { id: rateId } });
    expect(['CREATED', 'IN_PROGRESS', 'COMPLETED']).toContain(created.json().status);
    const job = await completed(created.json().id);
    expect(job).toMatchObject({ generated: 1_200, progress_percentage: 100 });

    const codes = await codesOf(job.id);
    expect(codes.map((code) => code.promo_file_seq)).toEqual(Array.from({ length: 1_200 }, (_, index) => index + 1));
    expect(new Set(codes.map((code) => code.code.toLowerCase())).size).toBe(1_200);
    expect(codes.every((code) => /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(code.code) && code.type === 'PERCENT' && Number(code.amount) === 100 && code.all_use === 1)).toBe(true);
    const links = await ctx.app.db.selectFrom('promo_code_rates').select('rate_id').where('promo_code_id', 'in', codes.map((code) => code.id)).execute();
    expect(links).toHaveLength(1_200);
    expect(new Set(links.map((link) => link.rate_id))).toEqual(new Set([rateId]));

    const file = await call('GET', `/promo/files/json/${job.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="certificates-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.json"/);
    expect(file.json()).toMatchObject({ id: job.id, kind: 'CERTIFICATES', count: 1_200, type: 'PERCENT', amount: 100, all_use: 1, tariff: { id: rateId } });
    expect(file.json().codes).toEqual(codes.map((code) => code.code));
  }, 90_000);

  it('a certificate is used at a sale of its tariff once, for the whole price', async () => {
    const job = await completed((await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: rateId, count: 2 })).json().id);
    const [code] = (await call('GET', `/promo/files/json/${job.id}`)).json().codes as string[];
    const applied = await ctx.app.db.transaction().execute((tx) => applyPromoCode(tx, code!, rateId, 4_990));
    expect(applied.discount).toBe(4_990);
    await expect(ctx.app.db.transaction().execute((tx) => applyPromoCode(tx, code!, rateId, 4_990))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('makes promo codes with the admin\'s type, amount, uses and end date', async () => {
    const body = { kind: 'PROMO_CODES', rate_id: rateId, count: 3, type: 'FIX', amount: 250, all_use: 5, expires_at: '2031-01-01T00:00:00.000Z' };
    const job = await completed((await call('POST', '/promo/files', body)).json().id);
    const codes = await codesOf(job.id);
    expect(codes.map((code) => [code.type, Number(code.amount), code.all_use, code.expires_at?.toISOString()])).toEqual(Array(3).fill(['FIX', 250, 5, '2031-01-01T00:00:00.000Z']));
    const file = await call('GET', `/promo/files/json/${job.id}`);
    expect(file.headers['content-disposition']).toMatch(/filename="promo-codes-/);
    expect(file.json()).toMatchObject({ kind: 'PROMO_CODES', type: 'FIX', amount: 250, all_use: 5, expires_at: '2031-01-01T00:00:00.000Z' });
    expect(file.json().codes).toHaveLength(3);
  });

  it('lists the jobs newest first with their progress, paged and on /all', async () => {
    const list = await call('GET', '/promo/files?kind=PROMO_CODES');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1 });
    expect(list.json().data[0]).toMatchObject({ kind: 'PROMO_CODES', status: 'COMPLETED', progress_percentage: 100, generated: 3, rate: { id: rateId } });
    const all = await call('GET', '/promo/files/all');
    expect(all.json().map((job: { count: number }) => job.count)).toEqual([3, 2, 1_200]);
  });

  it('refuses a count out of bounds, a promo code without its discount, an unknown tariff, in Russian under the field', async () => {
    const over = await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: rateId, count: 100_001 });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors.count).toMatch(/100000|100 000/);
    expect((await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: rateId, count: 0 })).json().errors).toHaveProperty('count');
    expect((await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: rateId, count: 1.5 })).statusCode).toBe(400);
    const bare = await call('POST', '/promo/files', { kind: 'PROMO_CODES', rate_id: rateId, count: 5 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ type: 'Выберите тип скидки', amount: 'Укажите размер скидки' });
    const percent = await call('POST', '/promo/files', { kind: 'PROMO_CODES', rate_id: rateId, count: 5, type: 'PERCENT', amount: 101 });
    expect(percent.json().errors).toEqual({ amount: 'Скидка в процентах не может быть больше 100' });
    const unknown = await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: MISSING_ID, count: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ rate_id: 'Тариф не найден' });
    expect((await call('POST', '/promo/files', { kind: 'GIFTS', rate_id: rateId, count: 5 })).statusCode).toBe(400);
    expect(await ctx.app.db.selectFrom('promo_files').select('id').where('count', 'in', [100_001, 0, 5]).execute()).toEqual([]);
  });

  it('has no file before the job completes nor for an unknown job', async () => {
    // a job another live process holds: this process's queue leaves it alone
    const held = await ctx.app.db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('promo_files')
        .values({ kind: 'CERTIFICATES', rate_id: rateId, count: 10, type: 'PERCENT', amount: 100, all_use: 1, expires_at: null, author_id: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.updateTable('jobs').set({ status: 'active', locked_by: 'another-process', lease_until: new Date(Date.now() + 600_000) }).where('key', '=', `generation:${row.id}`).execute();
      return row;
    });
    const early = await call('GET', `/promo/files/json/${held.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Файл появится, когда генерация завершится');
    expect((await call('GET', `/promo/files/json/${MISSING_ID}`)).statusCode).toBe(404);
    await ctx.app.db.deleteFrom('promo_files').where('id', '=', held.id).execute();
  });

  it('is the admin\'s only: every other role gets 403', async () => {
    const job = (await call('GET', '/promo/files/all')).json()[0];
    for (const login of ['agent', 'agent-admin', 'partner-admin', 'client', 'partner']) {
      const headers = await authAs(ctx.app, login);
      expect((await call('GET', '/promo/files', undefined, headers)).statusCode, login).toBe(403);
      expect((await call('GET', `/promo/files/json/${job.id}`, undefined, headers)).statusCode, login).toBe(403);
      expect((await call('POST', '/promo/files', { kind: 'CERTIFICATES', rate_id: rateId, count: 1 }, headers)).statusCode, login).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/promo/files' })).statusCode).toBe(401);
  });
});
