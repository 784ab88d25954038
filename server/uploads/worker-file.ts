/**
 * Where a worker thread's code is. `npm start` runs an esbuild bundle (server/launch.mjs), which builds each worker
 * entry beside it and names the files in SERVER_WORKERS; under tsx (`npm run dev`) and vitest the entry is built here
 * on first use, the same way, since a worker thread does not inherit tsx's TypeScript loader.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WORKER_ENTRIES, bundleOptions, writeByContent } from '../bundle.mjs';

export type WorkerName = keyof typeof WORKER_ENTRIES;

// replaced by esbuild's `define` in the bundle (server/launch.mjs); undefined when the sources run as they are
declare const SERVER_WORKERS: Record<WorkerName, string> | undefined;

const built = new Map<WorkerName, Promise<string>>();

async function buildFromSource(name: WorkerName): Promise<string> {
  const { build } = await import('esbuild');
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const { outputFiles } = await build(bundleOptions(root, path.join(root, WORKER_ENTRIES[name]), name));
  return writeByContent(outputFiles).find((file) => file.path.endsWith('.mjs'))!.path;
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
