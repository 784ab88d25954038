import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { E2E_DIR } from './paths';

const SPEC_SUFFIX = '.e2e.ts';
/** A whole spec file; each test has its own, shorter limit (support/browser-test.ts). */
const FILE_TIMEOUT_MS = 300_000;

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Every spec, or the ones the command line asks for: a path to a spec file, or a part of a spec's
 * file name (`npm run test:e2e credit card` runs credit-sale and both card specs).
 */
export function resolveSpecs(requested: string[]): string[] {
  const all = readdirSync(E2E_DIR)
    .filter((name) => name.endsWith(SPEC_SUFFIX))
    .sort()
    .map((name) => path.join(E2E_DIR, name));
  if (requested.length === 0) return all;
  const specs = requested.flatMap((wanted) => {
    if (existsSync(wanted)) return [path.resolve(wanted)];
    const matching = all.filter((file) => path.basename(file).includes(wanted));
    if (!matching.length) throw new Error(`No spec file is ${wanted} or has it in its name (tests/e2e/*${SPEC_SUFFIX})`);
    return matching;
  });
  return [...new Set(specs)];
}

/**
 * Runs the spec files one after another with node:test (each in its own process, which inherits
 * `--import tsx` and the environment), streams the spec reporter and counts the results.
 */
export async function runSpecs(files: string[]): Promise<Summary> {
  const summary: Summary = { passed: 0, failed: 0, skipped: 0 };
  const stream = run({ files, concurrency: 1, timeout: FILE_TIMEOUT_MS });
  stream.on('test:pass', (event) => {
    if (event.details.type === 'suite') return;
    if (event.skip || event.todo) summary.skipped += 1;
    else summary.passed += 1;
  });
  // A file that fails to load reports as one failed test named after the file.
  stream.on('test:fail', (event) => {
    if (event.details.type !== 'suite') summary.failed += 1;
  });
  const reporter = stream.compose(new spec());
  reporter.pipe(process.stdout);
  await new Promise<void>((resolve, reject) => {
    reporter.once('end', resolve);
    reporter.once('error', reject);
  });
  return summary;
}
