/**
 * `npm start`: compiles server/start.ts and what it imports into one ES module with esbuild (and each worker
 * thread's entry into one of its own, server/bundle.mjs), then runs it in this process. Plain JavaScript so that the
 * server process carries no TypeScript loader: tsx's loader thread and caches cost ~90 MiB of resident memory
 * (docs/performance.md, docs/decisions.md).
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { build, stop } from 'esbuild';
import { writeRegistries } from '../tools/build/registries.mjs';
import { WORKER_ENTRIES, bundleDir, bundleOptions, writeByContent } from './bundle.mjs';

const HEAP_GROWING_PERCENT = 25;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = bundleDir(root);

// the registries the server imports (declarations, modules, migrations), found in their folders
writeRegistries(root);

const bundle = (entry, name, define) => build(bundleOptions(root, entry, name, define));
const workers = await Promise.all(Object.entries(WORKER_ENTRIES).map(async ([name, entry]) => [name, await bundle(path.join(root, entry), name)]));
const workerFiles = Object.fromEntries(workers.map(([name, { outputFiles }]) => [name, pathToFileURL(outputFiles.find((file) => file.path.endsWith('.mjs')).path).href]));
const { outputFiles: serverFiles } = await bundle(
  // another entry that ends by importing server/start.ts may be named (the bench's: bench/api/declared-server.ts)
  process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'server/start.ts'),
  'start',
  { SERVER_WORKERS: JSON.stringify(workerFiles) },
);
await stop();
const outputFiles = [...workers.flatMap(([, result]) => result.outputFiles), ...serverFiles];

const ordered = writeByContent(outputFiles);

// bundles of earlier code are removed a day later, when no server still starting can be importing them
const DAY_MS = 24 * 3600 * 1000;
const current = new Set(ordered.map((file) => path.basename(file.path)));
for (const name of readdirSync(outDir)) {
  const file = path.join(outDir, name);
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
  if (!current.has(name) && Date.now() - modified > DAY_MS) rmSync(file, { force: true });
}

// stack traces in the log keep pointing at the TypeScript sources, as they did under tsx
process.setSourceMapsEnabled(true);
// V8 lets the old generation grow to several times its live size before a full collection, and a large report
// download's short-lived garbage was held until then; 25 % keeps the heap near what is alive for a little more
// collection time (decision Perf/heap growth). A factor given to node (an A/B run) is left as it is.
const givenFlags = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
if (!givenFlags.includes('--heap-growing-percent')) v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
const entry = serverFiles.find((file) => file.path.endsWith('.mjs'));
await import(pathToFileURL(entry.path).href);
