import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

type Headers = { authorization: string };
let ctx: TestContext;
let admin: Headers;
let agent: Headers;
let alphaId: string;
let betaId: string;

const partnerId = async (name: string) => (await ctx.database.db.selectFrom('partners').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
  alphaId = await partnerId('Альфа Продажи');
  betaId = await partnerId('Бета Партнер');
});
afterAll(async () => ctx?.close());

const HEADER = ['Name', 'Phone', 'Email', 'Tariff', 'Period', 'Company', 'Agent'];
const sheet = (rows: (string | number | null)[][]) => writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer();

function upload(data: Buffer, partner: string, headers: Headers, kind = 'certificates') {
  const boundary = 'registry-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="реестр май.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: `/gw/partners/${partner}/registry/${kind}`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url: `/gw${url}`, headers });

describe('registry import (G4)', () => {
  it('sells the good rows as PENDING certificates of the partner and refuses the bad ones with reasons, leaving nothing behind', async () => {
    const db = ctx.database.db;
    const taken = await db.selectFrom('clients').select('email').where('email', 'is not', null).executeTakeFirstOrThrow();
    const basic = await db.selectFrom('rates').select(['id', 'cost']).where('code_name', '=', 'BASIC').executeTakeFirstOrThrow();
    const partnerPrice = await db.selectFrom('rate_partners').select('partner_price').where('rate_id', '=', basic.id).where('partner_id', '=', alphaId).executeTakeFirst();
    const data = await sheet([
      HEADER,
      ['Реестров Первый', '+7 (999) 500-00-01', 'reg1@example.ru', 'basic', 24, null, null],
      ['ООО Реестр', '8 999 500 00 02', '', 'BASIC', null, 'ООО Реестр', 'agent'],
      [null, null, null, null, null, null, null],
      ['Плохой Телефон', '12345', '', 'BASIC', null, null, null],
      ['Неизвестный Тариф', '79995000004', '', 'NOPE', null, null, null],
      ['Чужой Email', '79995000005', taken.email, 'BASIC', null, null, null],
      ['Чужой Агент', '79995000006', '', 'BASIC', null, null, 'nobody'],
      ['Без Метража', '79995000007', '', 'BUSINESS', null, null, null],
    ]);
    const res = await upload(data, alphaId, admin);
    expect(res.statusCode).toBe(201);
    const registry = res.json();
    expect(registry).toMatchObject({ kind: 'certificates', status: 'COMPLETED', file_name: 'реестр май.xlsx', total_rows: 7, imported_rows: 2, refused_rows: 5, partner: { id: alphaId } });
    expect(registry.rows.map((row: { row_number: number; status: string; reason: string | null }) => [row.row_number, row.status, row.reason])).toEqual([
      [2, 'IMPORTED', null],
      [3, 'IMPORTED', null],
      [5, 'REFUSED', 'Введите номер телефона из 11 цифр, начиная с 7'],
      [6, 'REFUSED', 'Тариф с таким кодом не найден'],
      [7, 'REFUSED', 'Этот email принадлежит другому клиенту'],
      [8, 'REFUSED', 'У этого партнера нет агента с таким логином'],
      [9, 'REFUSED', 'Для этого тарифа укажите метраж'],
    ]);

    const list = (await get(`/certificates?client_name=${encodeURIComponent('Реестр')}&perPage=100`, admin)).json();
    const expectedPrice = partnerPrice?.partner_price ?? basic.cost;
    const [first, second] = registry.rows.map((row: { certificate: { id: string } | null }) => list.data.find((c: { id: string }) => c.id === row.certificate?.id));
    expect(first).toMatchObject({ status: 'PENDING', partner: { id: alphaId }, agent: null, rate: { id: basic.id }, cost: expectedPrice * 2, client: { type: 'INDIVIDUAL' } });
    expect(second).toMatchObject({ status: 'PENDING', partner: { id: alphaId }, agent: { name: 'Иван Агентов' }, cost: expectedPrice, client: { type: 'LEGAL', company: 'ООО Реестр' } });
    expect(registry.rows[0].certificate.number).toBe(first.number);
    const stored = await db.selectFrom('certificates').select('period').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored.period).toBe(24);
    const orders = await db.selectFrom('orders').select(['cost', 'status']).where('certificate_id', 'in', [first.id, second.id]).execute();
    expect(orders.map((o) => o.cost).sort((a, b) => a - b)).toEqual([expectedPrice, expectedPrice * 2]);

    const refusedPhones = ['79995000004', '79995000005', '79995000006', '79995000007'];
    expect(await db.selectFrom('clients').select('id').where('phone', 'in', refusedPhones).execute()).toEqual([]);

    const report = await get(`/registries/${registry.id}/report`, admin);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toContain("filename*=UTF-8''report-%D1%80%D0%B5%D0%B5%D1%81%D1%82%D1%80_%D0%BC%D0%B0%D0%B9.xlsx");
    const [header, ...rows] = await readSheet(report.rawPayload);
    expect(header).toEqual(['Строка', 'name', 'phone', 'email', 'tariff', 'period', 'company', 'agent', 'Результат', 'Сертификат', 'Причина']);
    expect(rows.map((row) => [row[0], row[8], row[9], row[10]])).toEqual([
      [2, 'Загружен', first.number, null],
      [3, 'Загружен', second.number, null],
      [5, 'Отклонен', null, 'Введите номер телефона из 11 цифр, начиная с 7'],
      [6, 'Отклонен', null, 'Тариф с таким кодом не найден'],
      [7, 'Отклонен', null, 'Этот email принадлежит другому клиенту'],
      [8, 'Отклонен', null, 'У этого партнера нет агента с таким логином'],
      [9, 'Отклонен', null, 'Для этого тарифа укажите метраж'],
    ]);
    const english = await ctx.app.inject({ method: 'GET', url: `/gw/registries/${registry.id}`, headers: { ...admin, 'accept-language': 'en' } });
    expect(english.json().rows[3].reason).toBe('No tariff has this code');
  });

  it('refuses what is not an .xlsx, a sheet without the columns and unknown partners or kinds', async () => {
    const fake = await upload(Buffer.from('name,phone,tariff\n'), alphaId, admin);
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: 'Файл неверного формата: загрузите таблицу Excel (.xlsx)', errors: { file: 'Файл неверного формата: загрузите таблицу Excel (.xlsx)' } });
    const brokenZip = await upload(Buffer.from('PK\u0003\u0004 not really a zip'), alphaId, admin);
    expect(brokenZip.statusCode).toBe(400);
    const legacy = await upload(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]), alphaId, admin);
    expect(legacy.statusCode).toBe(400);
    expect(legacy.json().message).toContain('.xls');
    const huge = await upload(Buffer.concat([Buffer.from('PK'), Buffer.alloc(10 * 1024 * 1024)]), alphaId, admin);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual({ file: 'Файл слишком большой: допустимо до 10 МБ' });
    const noColumns = await upload(await sheet([['name', 'phone'], ['A', '79995000010']]), alphaId, admin);
    expect(noColumns.json().message).toBe('В первой строке нужны столбцы: name, phone, tariff');
    const good = await sheet([['name', 'phone', 'tariff'], ['A', '79995000011', 'BASIC']]);
    expect((await upload(good, crypto.randomUUID(), admin)).statusCode).toBe(404);
    expect((await upload(good, alphaId, admin, 'agents')).statusCode).toBe(400);
    expect(await ctx.database.db.selectFrom('clients').select('id').where('phone', '=', '79995000011').execute()).toEqual([]);
  });

  it('lets an agent import for its own partner only, selling as itself, and shows it only its own registries', async () => {
    const own = await upload(await sheet([HEADER, ['Агентский Клиент', '79995000020', '', 'TRIAL', null, null, 'agent-brutto']]), alphaId, agent);
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ imported_rows: 1, refused_rows: 0, created_by: { name: 'Иван Агентов' } });
    const certificateId = own.json().rows[0].certificate.id;
    const sold = await ctx.database.db.selectFrom('certificates').innerJoin('agents', 'agents.id', 'certificates.agent_id').innerJoin('users', 'users.id', 'agents.user_id').select('users.login').where('certificates.id', '=', certificateId).executeTakeFirstOrThrow();
    expect(sold.login).toBe('agent');

    const foreign = await upload(await sheet([HEADER, ['X', '79995000021', '', 'TRIAL', null, null, null]]), betaId, agent);
    expect(foreign.statusCode).toBe(403);

    const mine = (await get('/registries', agent)).json();
    expect(mine.data.map((row: { id: string }) => row.id)).toEqual([own.json().id]);
    const all = (await get('/registries', admin)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
    const adminRegistry = all.data.find((row: { created_by: { name: string } }) => row.created_by.name !== 'Иван Агентов');
    expect((await get(`/registries/${adminRegistry.id}`, agent)).statusCode).toBe(404);
    expect((await get(`/registries/${adminRegistry.id}/report`, agent)).statusCode).toBe(404);
    expect((await get(`/registries?partner_id=${betaId}`, admin)).json()).toMatchObject({ data: [], total: 0 });

    const client = await authAs(ctx.app, 'client');
    expect((await get('/registries', client)).statusCode).toBe(403);
    expect((await get(`/registries/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it("takes no registry for a partner whose upload flag the admin turned off (G1), and takes it again once on", async () => {
    const put = (upload: boolean) =>
      ctx.app.inject({ method: 'PUT', url: `/gw/partners/${betaId}`, headers: admin, payload: { name: 'Бета Партнер', upload } });
    expect((await get(`/partners/${betaId}`, admin)).json().upload).toBe(true);
    expect((await put(false)).json().upload).toBe(false);
    const rows = await sheet([HEADER, ['Выключенный Партнер', '79995000030', '', 'TRIAL', null, null, null]]);
    const refused = await upload(rows, betaId, admin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Загрузка реестров для этого партнера выключена: ее включает администратор на странице партнера');
    expect(await ctx.database.db.selectFrom('registries').select('id').where('partner_id', '=', betaId).execute()).toEqual([]);
    expect((await put(true)).statusCode).toBe(200);
    expect((await upload(rows, betaId, admin)).statusCode).toBe(201);
  });
});
