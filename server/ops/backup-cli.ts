/** `npm run backup`: a backup of the embedded database into DATA_DIR/backups/<time>, the server running or not. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { backupName, BACKUP_FILES, writeBackup } from './backup';
import { backupsDir, runningServer } from './backup-signal';

const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump or base backups (docs/operations.md, "Backups").');
  process.exit(1);
}
if (!existsSync(path.join(config.dataDir, 'pgdata'))) {
  console.error(`${config.dataDir} holds no database: is DATA_DIR the server's?`);
  process.exit(1);
}
const whole = () => new Set(existsSync(backupsDir(config.dataDir)) ? readdirSync(backupsDir(config.dataDir)).filter((name) => existsSync(path.join(backupsDir(config.dataDir), name, BACKUP_FILES.manifest))) : []);

const pid = runningServer(config.dataDir);
if (pid) {
  const before = whole();
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 120_000;
  for (;;) {
    const added = [...whole()].find((name) => !before.has(name));
    if (added) {
      console.log(`backup written by the running server (pid ${pid}): ${path.join(backupsDir(config.dataDir), added)}`);
      break;
    }
    if (Date.now() > deadline) {
      console.error(`the server (pid ${pid}) wrote no backup within 2 minutes: see its log`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
} else {
  const database = await openDatabase({ dataDir: config.dataDir });
  const target = path.join(backupsDir(config.dataDir), backupName(new Date()));
  const manifest = await writeBackup(database, config.dataDir, target);
  await database.close();
  console.log(`backup written: ${target} (${manifest.bytes} bytes, migration ${manifest.migration})`);
}
