import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/database';
import { createAdmin } from '../../server/ops/create-admin';
import { openTestDatabase, testConfig } from './helper';
import { postLogin } from './auth-sign-in';

/** Issue 28: a production database has no demo accounts; `npm run create-admin` makes the first administrator. */
let opened: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  opened = await openTestDatabase();
  await migrateToLatest(opened.database.db);
});
afterAll(async () => opened?.drop());

describe('createAdmin', () => {
  it('makes an administrator who signs in to the sales cabinet', async () => {
    await createAdmin(opened.database.db, { login: 'chief', name: ' Главный ', password: 'Vq7!long-enough' });
    const app = await buildApp({ config: testConfig({ demo: false }), database: opened.database, logger: false });
    const login = await postLogin(app, 'chief', { password: 'Vq7!long-enough' });
    await app.close();
    expect(login.statusCode).toBe(200);
    const user = await opened.database.db.selectFrom('users').select(['roles', 'name']).where('login', '=', 'chief').executeTakeFirstOrThrow();
    expect(user).toEqual({ roles: ['ADMIN'], name: 'Главный' });
  });

  it('refuses, in the catalogue’s words, what the sales cabinet refuses', async () => {
    const refuse = (login: string, password: string) => createAdmin(opened.database.db, { login, name: 'Админ', password });
    await expect(refuse('chief', 'Vq7!long-enough')).rejects.toThrow(/^login: Этот логин уже занят/);
    await expect(refuse('second', 'short')).rejects.toThrow('password: Пароль должен быть не короче 8 символов');
    await expect(refuse('second', 'password')).rejects.toThrow(/^password: Этот пароль слишком распространен/);
    await expect(refuse('79001234567', 'Vq7!long-enough')).rejects.toThrow(/^login: /);
    expect(await opened.database.db.selectFrom('users').select('login').execute()).toEqual([{ login: 'chief' }]);
  });
});

describe('npm run create-admin', () => {
  it('creates the account in the server’s own database, the password taken from ADMIN_PASSWORD', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'create-admin-'));
    try {
      const run = (login: string) =>
        promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/ops/create-admin-cli.ts', login, 'Главный'], {
          env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'Vq7!long-enough', DATABASE_URL: '' },
        });
      expect((await run('chief')).stdout).toMatch(/^administrator chief created/);
      const database = await openDatabase({ dataDir });
      const rows = await database.db.selectFrom('users').select(['login', 'roles']).execute();
      await database.close();
      expect(rows).toEqual([{ login: 'chief', roles: ['ADMIN'] }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
  it('takes the password from a piped stdin, and refuses an empty one instead of waiting', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'create-admin-'));
    const run = (login: string, input: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/ops/create-admin-cli.ts', login], {
          env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: '', DATABASE_URL: '' },
        });
        let out = '';
        child.stdout.on('data', (chunk) => (out += String(chunk)));
        child.stderr.on('data', (chunk) => (out += String(chunk)));
        child.on('close', (code) => resolve({ code, out }));
        child.stdin.end(input);
      });
    try {
      const piped = await run('piped', 'Vq7!long-enough\nignored\n');
      expect(piped).toMatchObject({ code: 0, out: expect.stringMatching(/^administrator piped created/) });
      const empty = await run('empty', '');
      expect(empty.code).toBe(1);
      expect(empty.out).toMatch(/^password: /m);
      const database = await openDatabase({ dataDir });
      const rows = await database.db.selectFrom('users').select('login').execute();
      await database.close();
      expect(rows).toEqual([{ login: 'piped' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
