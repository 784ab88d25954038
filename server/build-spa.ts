import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'common', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** Builds the SPA when there is no build or a source is newer than it. */
export async function ensureSpaBuilt(spaDir: string): Promise<void> {
  const index = path.join(spaDir, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt && SOURCES.every((source) => newestMtime(source) <= builtAt)) return;
  console.log('Building the SPA (vite build)…');
  const result = spawnSync(process.execPath, [path.resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', spaDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('SPA build failed');
}
