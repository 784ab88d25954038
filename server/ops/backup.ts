/**
 * Backups of the embedded database (issue 28). A backup is a folder: `pgdata.tar.gz` (PGlite's dump of its data
 * folder, taken between two statements, so every transaction committed before it began is in it and a transaction
 * still open is rolled back at restore, as after a crash), the server's `secrets.json` (sessions and signed links
 * stay valid), and `manifest.json`. Uploaded files live in the database, so they come with it. On PostgreSQL the
 * database's own tools back up (docs/operations.md: pg_dump, or base backups with WAL archiving).
 */
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { type Database, openDatabase } from '../db/database';

export const BACKUP_FILES = { data: 'pgdata.tar.gz', secrets: 'secrets.json', manifest: 'manifest.json' } as const;

export interface BackupManifest {
  createdAt: string;
  /** The last migration applied: a restore into an older release is refused by the release's own migrator. */
  migration: string | null;
  bytes: number;
}

export class BackupError extends Error {}

const lastMigration = async (database: Database) => {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db);
  return rows[0]?.name ?? null;
};

/** A folder name that sorts by time and is safe on every file system: 2026-11-28T11-40-00-123Z. */
export const backupName = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/** Writes a backup of the running embedded database into `target` (created); the folder's manifest is returned. */
export async function writeBackup(database: Database, dataDir: string, target: string): Promise<BackupManifest> {
  if (!database.dumpDataDir) throw new BackupError('PostgreSQL is backed up with its own tools (pg_dump or base backups), see docs/operations.md');
  const createdAt = new Date().toISOString();
  const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  await mkdir(target, { recursive: true });
  await writeFile(path.join(target, BACKUP_FILES.data), dump);
  const secrets = path.join(dataDir, BACKUP_FILES.secrets);
  if (existsSync(secrets)) await copyFile(secrets, path.join(target, BACKUP_FILES.secrets));
  const manifest: BackupManifest = { createdAt, migration: await lastMigration(database), bytes: dump.length };
  // written last: a folder with a manifest is a whole backup
  await writeFile(path.join(target, BACKUP_FILES.manifest), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Restores a backup folder into a data folder that holds no database yet; the restored database is opened once to check it. */
export async function restoreBackup(source: string, dataDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(source, BACKUP_FILES.manifest);
  if (!existsSync(manifestFile)) throw new BackupError(`${source} is not a whole backup: it has no ${BACKUP_FILES.manifest}`);
  const pgdata = path.join(dataDir, 'pgdata');
  if (existsSync(pgdata) && (await readdir(pgdata)).length > 0) {
    throw new BackupError(`${pgdata} already holds a database: restore into a new DATA_DIR, or move that folder away first`);
  }
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as BackupManifest;
  await mkdir(dataDir, { recursive: true });
  const dump = await readFile(path.join(source, BACKUP_FILES.data));
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([dump]) });
  try {
    const restored = await lastMigration(database);
    if (restored !== manifest.migration) throw new BackupError(`the restored database ends at ${restored}, the backup says ${manifest.migration}`);
  } finally {
    await database.close();
  }
  const secrets = path.join(source, BACKUP_FILES.secrets);
  if (existsSync(secrets)) await copyFile(secrets, path.join(dataDir, BACKUP_FILES.secrets));
  return manifest;
}
