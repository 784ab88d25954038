import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { BackupError, restoreBackup, writeBackup } from '../../server/ops/backup';
import { backupsDir, listenForBackups, runningServer } from '../../server/ops/backup-signal';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { saleFixtures } from './sale-fixtures';

/** Issue 28: backups that restore — taken while sales are being written, restored into a fresh data folder. */
let ctx: TestContext;
let agent: Record<string, string>;
const fx = saleFixtures(() => ctx);
const embedded = !process.env.TEST_DATABASE_URL;
const scratch = () => mkdtemp(path.join(tmpdir(), 'certificates-backup-'));

beforeAll(async () => {
  ctx = await buildTestApp();
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

// each database kind has its own tests here, none skipped: the embedded one is backed up by the app, PostgreSQL by its tools
if (embedded) describe('a backup of the embedded database (issue 28)', () => {
  it('taken under write load, restores into a fresh data folder with every sale acknowledged before it began', { timeout: 120_000 }, async () => {
    const basic = await fx.rate('BASIC');
    const dataDir = await scratch();
    await writeFile(path.join(dataDir, 'secrets.json'), '{"jwtSecret":"kept"}');
    const acknowledged: { id: string; at: number }[] = [];
    let writing = true;
    const seller = async () => {
      while (writing) {
        const reply = await fx.sell(agent, { rate_id: basic.id, client: { phone: fx.phone(), name: 'Резерв Копия' } });
        expect(reply.statusCode).toBe(201);
        acknowledged.push({ id: reply.json().id, at: performance.now() });
      }
    };
    const sellers = Array.from({ length: 4 }, seller);
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const began = performance.now();
    const target = path.join(dataDir, 'backups', 'under-load');
    const manifest = await writeBackup(ctx.database, dataDir, target);
    const ended = performance.now();
    while (acknowledged.filter((sale) => sale.at > ended).length < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await Promise.all(sellers);

    const before = acknowledged.filter((sale) => sale.at < began).map((sale) => sale.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(manifest.migration).toMatch(/^\d{4}-/);

    const restoredDir = await scratch();
    await restoreBackup(target, restoredDir);
    expect(existsSync(path.join(restoredDir, 'secrets.json'))).toBe(true);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const found = await restored.db.selectFrom('certificates').select('id').where('id', 'in', before).execute();
      expect(found.length).toBe(before.length);
      // sales acknowledged after the backup ended are not in it: it is a point in time, not the live database
      const after = acknowledged.filter((sale) => sale.at > ended).map((sale) => sale.id);
      expect(await restored.db.selectFrom('certificates').select('id').where('id', 'in', after).execute()).toEqual([]);
    } finally {
      await restored.close();
    }
  });

  it('refuses a restore over a database, and a folder that is not a whole backup', async () => {
    const dataDir = await scratch();
    const target = path.join(dataDir, 'backups', 'one');
    await writeBackup(ctx.database, dataDir, target);
    const restoredDir = await scratch();
    await restoreBackup(target, restoredDir);
    await expect(restoreBackup(target, restoredDir)).rejects.toThrow(/already holds a database/);
    await expect(restoreBackup(dataDir, await scratch())).rejects.toThrow(BackupError);
  });

  it('is written by the running server on SIGUSR2, which `npm run backup` sends to the pid it keeps', async () => {
    const dataDir = await scratch();
    const lines: string[] = [];
    const stop = listenForBackups(ctx.database, dataDir, (line) => lines.push(line));
    try {
      expect(runningServer(dataDir)).toBe(process.pid);
      process.emit('SIGUSR2');
      await expect.poll(() => lines.length, { timeout: 30_000 }).toBe(1);
      expect(lines[0]).toMatch(/^backup written: /);
      const [name] = await readdir(backupsDir(dataDir));
      expect(existsSync(path.join(backupsDir(dataDir), name!, 'manifest.json'))).toBe(true);
    } finally {
      stop();
    }
    expect(runningServer(dataDir)).toBeNull();
  });
});

else describe('a backup of PostgreSQL (issue 28)', () => {
  it('is left to PostgreSQL’s own tools, and says so', async () => {
    await expect(writeBackup(ctx.database, await scratch(), path.join(await scratch(), 'b'))).rejects.toThrow(/pg_dump/);
  });
});
