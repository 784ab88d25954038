/**
 * `npm run test:e2e [spec files or parts of their names…]`: starts the app with `npm start` on a temporary DATA_DIR and a free
 * port, runs the browser specs against it in Debian's Chromium, then stops the app and removes the
 * directory, also on failure or Ctrl-C. Screenshots of failed tests and the server log go to test-results/e2e/.
 * With E2E_LANES=n the specs run on n such apps side by side (harness/lanes.ts), each lane's files in test-results/e2e/lane-<i>/.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSpaBuilt } from '../../server/build-spa';
import { AppStartError, type RunningApp, launchApp } from './harness/app-process';
import { laneCount, laneNumber, nextSpecFromRunner, runInLanes, tellRunner } from './harness/lanes';
import { PROJECT_ROOT, RESULTS_DIR, RESULTS_ROOT } from './harness/paths';
import { type Summary, resolveSpecs, runSpecs } from './harness/spec-runner';
import { BASE_URL_VARIABLE, chromiumPath } from './support/environment';

const executable = chromiumPath();
if (!existsSync(executable)) {
  console.error(`Chromium is missing at ${executable}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}
const lane = laneNumber();
let specs: string[] = [];
let lanes = 1;
try {
  specs = lane ? [] : resolveSpecs(process.argv.slice(2));
  lanes = lane ? 1 : laneCount(specs.length);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (!lane) rmSync(RESULTS_ROOT, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

let app: RunningApp | undefined;
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: stopping the app…`);
    void (app?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

/** Starts this process's app and runs the given files on it, or the files its lane's runner hands out. */
async function runOnOwnApp(): Promise<Summary> {
  console.log('Starting the app (npm start) on a temporary DATA_DIR…');
  app = await launchApp();
  await app.ready;
  process.env[BASE_URL_VARIABLE] = app.baseUrl;
  if (!lane) {
    console.log(`App is up at ${app.baseUrl}; running ${specs.length} spec file(s) in ${executable}\n`);
    return runSpecs(specs);
  }
  console.log(`App is up at ${app.baseUrl}; taking spec files from the run's queue\n`);
  const summary: Summary = { passed: 0, failed: 0, skipped: 0 };
  for (let file = await nextSpecFromRunner(); file; file = await nextSpecFromRunner()) {
    const one = await runSpecs([file]);
    summary.passed += one.passed;
    summary.failed += one.failed;
    summary.skipped += one.skipped;
  }
  return summary;
}

const startedAt = Date.now();
try {
  if (lanes > 1) console.log(`Running ${specs.length} spec file(s) on ${lanes} apps side by side (E2E_LANES)…`);
  // the lanes' apps start at once: the SPA is built here first if it is stale, not by two `npm start`s side by side
  if (lanes > 1) await ensureSpaBuilt(path.join(PROJECT_ROOT, process.env.SPA_DIR ?? 'dist'));
  const { passed, failed, skipped } = lanes > 1 ? await runInLanes([...process.execArgv, fileURLToPath(import.meta.url)], specs, lanes) : await runOnOwnApp();
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  if (lane) {
    // the runner gives the verdict over all lanes
    console.log(`\ne2e lane ${lane}: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
    await tellRunner({ type: 'done', summary: { passed, failed, skipped } });
  } else {
    // A skipped test counts against the run: the team's rule is that none are committed.
    const verdict = failed > 0 || skipped > 0 || passed === 0 ? 'FAILED' : 'OK';
    console.log(`\ne2e ${verdict}: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
    if (verdict === 'FAILED') {
      console.log(`Screenshots and the server log: ${RESULTS_ROOT}`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  if (!interrupted) console.error(error instanceof AppStartError ? error.message : error);
  process.exitCode = 1;
} finally {
  await app?.stop();
  if (lane) process.disconnect?.();
}
