/** `npm run restore -- <backup folder>`: the backup into DATA_DIR, which must hold no database yet (the server stopped). */
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, restoreBackup } from './backup';
import { runningServer } from './backup-signal';

const source = process.argv[2];
const config = loadConfig();
if (!source) {
  console.error('usage: npm run restore -- <backup folder>   (restores into DATA_DIR, which must hold no database)');
  process.exit(1);
}
if (runningServer(config.dataDir)) {
  console.error(`a server runs on ${config.dataDir}: stop it, and restore into a new DATA_DIR`);
  process.exit(1);
}
try {
  const manifest = await restoreBackup(path.resolve(source), config.dataDir);
  console.log(`restored the backup of ${manifest.createdAt} (migration ${manifest.migration}) into ${config.dataDir}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
