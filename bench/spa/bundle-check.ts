import { readFileSync } from 'node:fs';
import path from 'node:path';
import { entryAssets, lazyChunks, weigh } from './assets';
import { SPA_BUDGET_KIB, SPA_SCREENS, type SpaScreen } from './budgets';

/** One chunk of Vite's build manifest (build.manifest), keyed by its source module or a shared chunk's name. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = path.join('.vite', 'manifest.json');

export interface BudgetRow {
  name: string;
  gzipKiB: number;
  budgetKiB: number;
  /** What the check allows: the budget, or a page's ceiling when its budget is out of reach (bench/spa/budgets.ts). */
  ceilingKiB: number;
  /** Within what the check allows. */
  met: boolean;
}

export function readManifest(spaDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(spaDir, MANIFEST_FILE), 'utf8')) as Manifest;
}

/**
 * The URL paths a dynamic import of `key` downloads: its chunk, its CSS and, recursively, the chunks it
 * imports statically, which Vite preloads along with it.
 */
export function importedFiles(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: is bench/spa/budgets.ts up to date?`);
  if (found.has(`/${chunk.file}`)) return found;
  found.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) found.add(`/${css}`);
  for (const imported of chunk.imports ?? []) importedFiles(manifest, imported, found);
  return found;
}

/** What a page downloads before it is usable: index.html's scripts and the modules it imports lazily. */
export function screenFiles(spaDir: string, manifest: Manifest, screen: SpaScreen): string[] {
  const files = new Set(entryAssets(spaDir));
  for (const key of screen.lazyModules) importedFiles(manifest, key, files);
  return [...files];
}

/** Each page against its budget, then every lazy chunk over its budget (else the largest one). */
export function checkBudgets(spaDir: string, manifest: Manifest = readManifest(spaDir), screens: readonly SpaScreen[] = SPA_SCREENS): BudgetRow[] {
  const rows: BudgetRow[] = screens.map((screen) => {
    const { jsGzipKiB } = weigh(spaDir, screenFiles(spaDir, manifest, screen));
    return { name: screen.name, gzipKiB: jsGzipKiB, budgetKiB: screen.budgetKiB, ceilingKiB: screen.ceilingKiB, met: jsGzipKiB <= screen.ceilingKiB };
  });
  const chunks = lazyChunks(spaDir);
  const over = chunks.filter((chunk) => chunk.gzipKiB > SPA_BUDGET_KIB.lazyChunk);
  const shown = over.length > 0 ? over : chunks.slice(0, 1);
  const budgetKiB = SPA_BUDGET_KIB.lazyChunk;
  for (const { file, gzipKiB } of shown) {
    const name = `${over.length > 0 ? 'lazy chunk' : 'largest lazy chunk'} ${file}`;
    rows.push({ name, gzipKiB, budgetKiB, ceilingKiB: budgetKiB, met: gzipKiB <= budgetKiB });
  }
  return rows;
}

function verdict({ gzipKiB, budgetKiB, ceilingKiB, met }: BudgetRow): string {
  if (!met) return ceilingKiB > budgetKiB ? `OVER ITS CEILING (${ceilingKiB})` : 'OVER BUDGET';
  return gzipKiB > budgetKiB ? `over budget, under its ceiling (${ceilingKiB})` : 'ok';
}

export function formatBudgetTable(rows: readonly BudgetRow[]): string {
  const width = Math.max(...rows.map((row) => row.name.length), 4);
  const line = (name: string, size: string, budget: string, verdict: string) =>
    `${name.padEnd(width)}  ${size.padStart(8)}  ${budget.padStart(8)}  ${verdict}`;
  return [
    line('page', 'KiB gz', 'budget', ''),
    ...rows.map((row) => line(row.name, row.gzipKiB.toFixed(1), String(row.budgetKiB), verdict(row))),
  ].join('\n');
}
