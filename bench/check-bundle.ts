import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MANIFEST_FILE, checkBudgets, formatBudgetTable } from './spa/bundle-check';

/**
 * The SPA's download budgets against a build (CI, after `npm run build`): the sign-in page, each cabinet's
 * first screen and every lazy chunk, in KiB of gzipped JavaScript. Exits 1 when one is over what it may weigh.
 *   npm run check:bundle [-- --out-dir dist]
 */
const { values } = parseArgs({ options: { 'out-dir': { type: 'string', default: 'dist' } } });
const outDir = values['out-dir'];
if (!existsSync(path.join(outDir, MANIFEST_FILE))) {
  console.error(`No build manifest at ${path.join(outDir, MANIFEST_FILE)}: build the SPA first (npm run build).`);
  process.exit(1);
}
const rows = checkBudgets(outDir);
console.log(formatBudgetTable(rows));
const over = rows.filter((row) => !row.met);
if (over.length > 0) {
  console.error(`\n${over.length} over budget: ${over.map((row) => row.name).join(', ')} (budgets in bench/spa/budgets.ts, docs/performance.md)`);
  process.exit(1);
}
