/**
 * How the server's code is bundled to run without a TypeScript loader: `npm start` (server/launch.mjs) builds the
 * server and each worker thread's entry; under tsx and vitest a worker's entry is built on first use
 * (server/uploads/worker-file.ts), the same way. Plain JavaScript: launch.mjs runs before any loader.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/** Worker threads' entries by name, under the project root; the bundle names each built file to the server. */
export const WORKER_ENTRIES = { 'sheet-worker': 'server/uploads/sheet-worker.ts' };

/** Inside the project, so a bundle's package imports resolve from its node_modules. */
export const bundleDir = (root) => path.join(root, 'node_modules/.cache/certificates-server');

/** esbuild's options for one entry, its files named `<name>-<hash>.mjs` (kept in memory until written). */
export const bundleOptions = (root, entry, name, define = {}) => ({
  entryPoints: [entry],
  entryNames: `${name}-[hash]`,
  outExtension: { '.js': '.mjs' },
  outdir: bundleDir(root),
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: `node${process.versions.node}`,
  tsconfig: path.join(root, 'tsconfig.server.json'),
  sourcemap: 'linked',
  write: false,
  logLevel: 'warning',
  define,
});

/**
 * Writes built files that are not there yet. Named by content, so processes building at once write the same
 * file, never a half of it, and an unchanged one is not rewritten; a source map before its module.
 */
export function writeByContent(files) {
  const ordered = [...files].sort((a, b) => Number(a.path.endsWith('.mjs')) - Number(b.path.endsWith('.mjs')));
  for (const file of ordered) {
    if (existsSync(file.path)) continue;
    mkdirSync(path.dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return ordered;
}
