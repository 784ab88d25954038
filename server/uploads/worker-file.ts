/**
 * Where a worker thread's code is. `npm start` runs an esbuild bundle (server/launch.mjs), which builds each worker
 * entry beside it and names the files in SERVER_WORKERS; under tsx (`npm run dev`) and vitest the entry is built here
 * on first use, the same way, since a worker thread does not inherit tsx's TypeScript loader.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Worker entries under server/, by name; launch.mjs builds the same list. */
const WORKER_ENTRIES = { 'sheet-worker': 'uploads/sheet-worker.ts' } as const;
export type WorkerName = keyof typeof WORKER_ENTRIES;

// replaced by esbuild's `define` in the bundle (server/launch.mjs); undefined when the sources run as they are
declare const SERVER_WORKERS: Record<WorkerName, string> | undefined;

const built = new Map<WorkerName, Promise<string>>();

async function buildFromSource(name: WorkerName): Promise<string> {
  const { build } = await import('esbuild');
  const serverDir = fileURLToPath(new URL('..', import.meta.url));
  // inside the project, so the worker's package imports resolve from its node_modules (as launch.mjs does)
  const outDir = path.join(serverDir, '../node_modules/.cache/certificates-server');
  const { outputFiles } = await build({
    entryPoints: [path.join(serverDir, WORKER_ENTRIES[name])],
    entryNames: `${name}-[hash]`,
    outExtension: { '.js': '.mjs' },
    outdir: outDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    write: false,
    logLevel: 'warning',
  });
  const file = outputFiles[0]!;
  mkdirSync(outDir, { recursive: true });
  // named by content: processes building at once write the same file, never a half of it
  if (!existsSync(file.path)) {
    const temporary = `${file.path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return file.path;
}

export async function workerUrl(name: WorkerName): Promise<URL> {
  if (typeof SERVER_WORKERS !== 'undefined') return new URL(SERVER_WORKERS[name]);
  let file = built.get(name);
  // built again if it is gone (launch.mjs clears bundles a day old from the same folder)
  if (!file || !existsSync(await file.catch(() => ''))) {
    file = buildFromSource(name);
    built.set(name, file);
  }
  return pathToFileURL(await file);
}
