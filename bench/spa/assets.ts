import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AssetWeight {
  /** Gzipped bytes of the JavaScript and CSS, as a server compressing at the default level sends them. */
  jsGzipKiB: number;
  cssGzipKiB: number;
  files: string[];
}

export interface Chunk {
  file: string;
  gzipKiB: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipBytes = (file: string) => gzipSync(readFileSync(file)).length;

/** Weighs built assets by their URL paths (`/assets/x.js`), reading the files from dist/. */
export function weigh(spaDir: string, urlPaths: string[]): AssetWeight {
  const files = [...new Set(urlPaths)].filter((p) => /\.(js|css)$/.test(p)).sort();
  const sum = (extension: string) => files.filter((p) => p.endsWith(extension)).reduce((total, p) => total + gzipBytes(path.join(spaDir, p)), 0);
  return { jsGzipKiB: kib(sum('.js')), cssGzipKiB: kib(sum('.css')), files };
}

/** What index.html loads by itself (entry script, module preloads, stylesheets). */
export function entryAssets(spaDir: string): Set<string> {
  const html = readFileSync(path.join(spaDir, 'index.html'), 'utf8');
  return new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]));
}

/** Every JavaScript chunk index.html does not load itself is fetched later by a dynamic import: the lazy chunks, largest first. */
export function lazyChunks(spaDir: string): Chunk[] {
  const entry = entryAssets(spaDir);
  return readdirSync(path.join(spaDir, 'assets'))
    .filter((name) => name.endsWith('.js') && !entry.has(`/assets/${name}`))
    .map((name) => ({ file: name, gzipKiB: kib(gzipBytes(path.join(spaDir, 'assets', name))) }))
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
}
