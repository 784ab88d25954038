/**
 * `npm run backup` while the server runs: the embedded database belongs to the server's process, so the backup is
 * taken there. The server keeps its pid in DATA_DIR/server.pid and writes a backup into DATA_DIR/backups/<time>
 * on SIGUSR2 (like a reload signal: only who may signal the process, its owner, may ask).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { backupName, writeBackup } from './backup';

export const pidFile = (dataDir: string) => path.join(dataDir, 'server.pid');
export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

/** The pid of a live server on this data folder, if one runs. */
export function runningServer(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** Takes a backup on each SIGUSR2, one at a time; returns what stops listening and removes the pid file (done at exit too). */
export function listenForBackups(database: Database, dataDir: string, log: (line: string) => void = console.log): () => void {
  if (!database.dumpDataDir) return () => {};
  writeFileSync(pidFile(dataDir), String(process.pid));
  let running: Promise<unknown> = Promise.resolve();
  const onSignal = () => {
    running = running.then(async () => {
      const target = path.join(backupsDir(dataDir), backupName(new Date()));
      try {
        const manifest = await writeBackup(database, dataDir, target);
        log(`backup written: ${target} (${manifest.bytes} bytes, migration ${manifest.migration})`);
      } catch (error) {
        log(`backup failed: ${(error as Error).message}`);
      }
    });
  };
  const stop = () => {
    process.off('SIGUSR2', onSignal);
    rmSync(pidFile(dataDir), { force: true });
  };
  process.on('SIGUSR2', onSignal);
  process.once('exit', stop);
  return stop;
}
