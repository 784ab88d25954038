import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let partnerId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  partnerId = (await ctx.database.db.selectFrom('partners').select('id').where('name', '=', 'Бета Партнер').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const sheet = (rows: (string | number | null)[][]) => writeXlsxFile(rows.map((row) => row.map((value) => (value === null ? null : { value })))).toBuffer();

function upload(data: Buffer, partner = partnerId, headers = admin) {
  const boundary = 'loader-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="accounts.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({ method: 'POST', url: `/gw/v2/loader/${partner}`, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
}

/** The task list as the SPA polls it, until the task is no longer running. */
async function finished(taskId: string) {
  return vi.waitFor(
    async () => {
      const list = (await ctx.app.inject({ method: 'GET', url: '/gw/v2/loader', headers: admin })).json();
      const task = list.data.find((row: { id: string }) => row.id === taskId);
      if (!task || task.status === 'CREATED' || task.status === 'IN_PROGRESS') throw new Error('still running');
      return task;
    },
    { timeout: 60_000, interval: 100 },
  );
}

describe('bulk account creation (M7)', () => {
  it('creates the good rows in the background and reports refused rows with reasons in the result sheet', async () => {
    const data = await sheet([
      ['Name', 'Phone', 'Email', 'Login', 'Password', 'Role'],
      ['Первый Загруженный', '+7 912 777-00-01', 'bulk1@example.ru', 'bulk1', 'bulk-secret-1', ''],
      ['Второй Загруженный', 79127770002, 'bulk2@example.ru', 'bulk2', null, 'agent_admin'],
      [null, null, null, null, null, null],
      ['Занятый Логин', '79127770003', 'bulk3@example.ru', 'admin', 'bulk-secret-3', ''],
      ['Плохая Роль', '79127770004', 'bulk4@example.ru', 'bulk4', 'bulk-secret-4', 'BOSS'],
    ]);
    const res = await upload(data);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'CREATED', total_tasks: 4, completed_tasks: 0, partner: { id: partnerId, name: 'Бета Партнер' } });

    const task = await finished(res.json().id);
    expect(task).toMatchObject({ status: 'COMPLETED', progress_percentage: 100, completed_tasks: 2, total_tasks: 4, has_result: true });

    const db = ctx.database.db;
    const created = await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select(['users.login', 'users.roles', 'agents.partner_id']).where('users.login', 'in', ['bulk1', 'bulk2', 'bulk4']).orderBy('users.login').execute();
    expect(created).toEqual([
      { login: 'bulk1', roles: ['AGENT'], partner_id: partnerId },
      { login: 'bulk2', roles: ['AGENT', 'AGENT_ADMIN'], partner_id: partnerId },
    ]);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'bulk3@example.ru').execute()).toEqual([]);

    const file = await ctx.app.inject({ method: 'GET', url: `/gw/v2/loader/${task.id}/result`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const [header, ...rows] = await readSheet(file.rawPayload);
    expect(header).toEqual(['Строка', 'name', 'login', 'phone', 'email', 'Сгенерированный пароль', 'Результат', 'Причина']);
    expect(rows.map((row) => [row[0], row[2], row[6], row[7]])).toEqual([
      [2, 'bulk1', 'Создан', null],
      [3, 'bulk2', 'Создан', null],
      [5, 'admin', 'Отклонен', 'Этот логин уже занят'],
      [6, 'bulk4', 'Отклонен', 'Неизвестная роль: допустимы AGENT, AGENT_ADMIN, PARTNER_ADMIN, ADMIN'],
    ]);
    const generated = String(rows[1][5]);
    const login = await ctx.app.inject({ method: 'POST', url: '/gw/auth/login', payload: { input: 'bulk2', password: generated, type: 'sales' } });
    expect(login.statusCode).toBe(200);

    // the generated password is handed over once: neither the stored sheet, a later download nor the database keeps it
    const again = await ctx.app.inject({ method: 'GET', url: `/gw/v2/loader/${task.id}/result`, headers: admin });
    const [, ...later] = await readSheet(again.rawPayload);
    expect(later.map((row) => row[5])).toEqual([null, 'выдан при первом скачивании результата', null, null]);
    const storedFiles = await db.selectFrom('files').select('data').where('owner_kind', '=', 'loader-result').where('owner_id', '=', task.id).execute();
    expect(storedFiles).toHaveLength(1);
    expect(JSON.stringify(await readSheet(Buffer.from(storedFiles[0].data)))).not.toContain(generated);
    expect(await db.selectFrom('loader_task_rows').select('generated_password').where('task_id', '=', task.id).execute()).toEqual([]);
  });

  it('refuses files that are not sheets, sheets without the columns and unknown partners', async () => {
    const notSheet = await upload(Buffer.from('name,phone\n'));
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json().errors).toEqual({ file: 'Файл не является таблицей Excel (.xlsx)' });
    const noColumns = await upload(await sheet([['name', 'phone'], ['A', '79127770009']]));
    expect(noColumns.json().errors).toEqual({ file: 'В первой строке нужны столбцы: name, phone, email, login' });
    const empty = await upload(await sheet([['name', 'phone', 'email', 'login']]));
    expect(empty.json().errors).toEqual({ file: 'В таблице нет строк с аккаунтами' });
    const partner = await upload(await sheet([['name', 'phone', 'email', 'login'], ['A', '79127770009', 'a@example.ru', 'a']]), crypto.randomUUID());
    expect(partner.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/v2/loader/${crypto.randomUUID()}/result`, headers: admin })).statusCode).toBe(404);
  });

  it('takes a 10 000-row sheet and works through it in the background while other requests are answered', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => [`Big ${index}`, `7977${String(index).padStart(7, '0')}`, `big-${index}@example.ru`, `big-${index}`, 'bulk-secret-1']);
    const res = await upload(await sheet([['name', 'phone', 'email', 'login', 'password'], ...rows]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total_tasks: 10_000 });
    await vi.waitFor(async () => expect((await ctx.database.db.selectFrom('loader_tasks').select('completed_tasks').where('id', '=', res.json().id).executeTakeFirstOrThrow()).completed_tasks).toBeGreaterThan(0), { timeout: 30_000, interval: 50 });
    for (let i = 0; i < 10; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/certificates', headers: admin })).statusCode).toBe(200);
    }
    const task = (await ctx.database.db.selectFrom('loader_tasks').select(['status', 'completed_tasks']).where('id', '=', res.json().id).executeTakeFirstOrThrow());
    expect(task.status).toBe('IN_PROGRESS');
    expect(task.completed_tasks).toBeLessThan(10_000);
  }, 90_000);

  it('is ADMIN only', async () => {
    const partnerAdmin = await authAs(ctx.app, 'partner-admin');
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/v2/loader', headers: partnerAdmin })).statusCode).toBe(403);
    expect((await upload(await sheet([['name']]), partnerId, partnerAdmin)).statusCode).toBe(403);
  });
});
