import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Manifest, checkBudgets, formatBudgetTable, importedFiles } from '../../bench/spa/bundle-check';
import type { SpaScreen } from '../../bench/spa/budgets';

/** A fake build: random bytes do not compress, so a file of n KiB weighs about n KiB gzipped. */
function writeBuild(dir: string, sizesKiB: Record<string, number>, manifest: Manifest) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'));
  for (const [file, kib] of Object.entries(sizesKiB)) writeFileSync(path.join(dir, 'assets', file), randomBytes(kib * 1024));
  writeFileSync(path.join(dir, 'index.html'), '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">');
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
}

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/login/LoginApp.tsx': { file: 'assets/login.js', imports: ['_mui.js', 'index.html'] },
  'src/cabinets/sales/SalesApp.tsx': { file: 'assets/sales.js', imports: ['_mui.js', '_admin.js', 'index.html'], css: ['assets/sales.css'] },
  '_mui.js': { file: 'assets/mui.js' },
  // a cycle between shared chunks must not loop
  '_admin.js': { file: 'assets/admin.js', imports: ['_mui.js', '_admin.js'] },
  'src/resources/tariffs/TariffList.tsx': { file: 'assets/tariffs.js', imports: ['_admin.js'] },
};

const screen = (name: string, budgetKiB: number, lazyModules: string[], ceilingKiB = budgetKiB): SpaScreen => ({ name, budgetKiB, ceilingKiB, lazyModules });

describe('the bundle budget check (bench/spa/bundle-check.ts)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bundle-check-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('follows a lazy module through the chunks it imports statically, with its CSS, once each', () => {
    const files = importedFiles(MANIFEST, 'src/cabinets/sales/SalesApp.tsx');
    expect([...files].sort()).toEqual(['/assets/admin.js', '/assets/index.js', '/assets/mui.js', '/assets/react.js', '/assets/sales.css', '/assets/sales.js']);
    expect(() => importedFiles(MANIFEST, 'src/gone.tsx')).toThrow(/src\/gone\.tsx is not in the build manifest/);
  });

  it('weighs each page as index.html plus its lazy modules, and fails the pages and lazy chunks over budget', () => {
    writeBuild(dir, { 'index.js': 60, 'react.js': 10, 'login.js': 20, 'mui.js': 90, 'sales.js': 30, 'admin.js': 120, 'tariffs.js': 5, 'sales.css': 1 }, MANIFEST);
    const rows = checkBudgets(dir, MANIFEST, [screen('login', 200, ['src/login/LoginApp.tsx']), screen('sales', 300, ['src/cabinets/sales/SalesApp.tsx'])]);

    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.login.gzipKiB).toBeCloseTo(180, -1);
    expect(byName.login.met).toBe(true);
    expect(byName.sales.gzipKiB).toBeCloseTo(310, -1);
    expect(byName.sales.met).toBe(false);
    // index.js and react.js are index.html's own; every other chunk is lazy, and only admin.js passes 100 KiB
    expect(rows.filter((row) => row.name.startsWith('lazy chunk')).map((row) => [row.name, row.met])).toEqual([['lazy chunk admin.js', false]]);

    const table = formatBudgetTable(rows);
    expect(table).toMatch(/^sales\s+3\d\d\.\d\s+300\s+OVER BUDGET$/m);
    expect(table).toMatch(/^login\s+1\d\d\.\d\s+200\s+ok$/m);
  });

  it('lets a page with a ceiling pass over its budget but not over the ceiling, and shows the largest lazy chunk when none is over', () => {
    writeBuild(dir, { 'index.js': 60, 'react.js': 10, 'login.js': 20, 'mui.js': 90, 'sales.js': 30, 'admin.js': 95, 'tariffs.js': 5, 'sales.css': 1 }, MANIFEST);
    const under = checkBudgets(dir, MANIFEST, [screen('sales', 200, ['src/cabinets/sales/SalesApp.tsx'], 300)]);
    expect(under.map((row) => [row.name, row.met])).toEqual([
      ['sales', true],
      ['largest lazy chunk admin.js', true],
    ]);
    expect(formatBudgetTable(under)).toMatch(/^sales .* over budget, under its ceiling \(300\)$/m);

    const over = checkBudgets(dir, MANIFEST, [screen('sales', 200, ['src/cabinets/sales/SalesApp.tsx'], 250)]);
    expect(over[0].met).toBe(false);
    expect(formatBudgetTable(over)).toMatch(/^sales .* OVER ITS CEILING \(250\)$/m);
  });
});
