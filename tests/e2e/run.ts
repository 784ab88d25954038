/**
 * `npm run test:e2e [spec files or parts of their names…]`: starts the app with `npm start` on a temporary DATA_DIR and a free
 * port, runs the browser specs against it in Debian's Chromium, then stops the app and removes the
 * directory, also on failure or Ctrl-C. Screenshots of failed tests and the server log go to test-results/e2e/.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { AppStartError, type RunningApp, launchApp } from './harness/app-process';
import { RESULTS_DIR } from './harness/paths';
import { resolveSpecs, runSpecs } from './harness/spec-runner';
import { BASE_URL_VARIABLE, chromiumPath } from './support/environment';

const executable = chromiumPath();
if (!existsSync(executable)) {
  console.error(`Chromium is missing at ${executable}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}
let specs: string[] = [];
try {
  specs = resolveSpecs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
rmSync(RESULTS_DIR, { recursive: true, force: true });
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

const startedAt = Date.now();
try {
  console.log('Starting the app (npm start) on a temporary DATA_DIR…');
  app = await launchApp();
  await app.ready;
  console.log(`App is up at ${app.baseUrl}; running ${specs.length} spec file(s) in ${executable}\n`);
  process.env[BASE_URL_VARIABLE] = app.baseUrl;
  const { passed, failed, skipped } = await runSpecs(specs);
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  // A skipped test counts against the run: the team's rule is that none are committed.
  const verdict = failed > 0 || skipped > 0 || passed === 0 ? 'FAILED' : 'OK';
  console.log(`\ne2e ${verdict}: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
  if (verdict === 'FAILED') {
    console.log(`Screenshots and the server log: ${RESULTS_DIR}`);
    process.exitCode = 1;
  }
} catch (error) {
  if (!interrupted) console.error(error instanceof AppStartError ? error.message : error);
  process.exitCode = 1;
} finally {
  await app?.stop();
}
