/**
 * `npm run bench:client-home`: only the client cabinet's sign-in-to-home scenario (the same code `npm run bench`
 * runs), against the app started as `npm test:e2e` starts it (`npm start`, fresh demo data, the built SPA).
 */
import { launchApp } from '../tests/e2e/harness/app-process';
import { loadBenchConfig } from './config';
import { launchBrowser } from './spa/browser';
import { CLIENT_HOME_BUDGET_MS, measureClientHome } from './spa/client-home';

const { browserLoads } = loadBenchConfig();
const app = await launchApp();
try {
  await app.ready;
  const browser = await launchBrowser();
  try {
    // one unmeasured sign-in: the server's first requests compile its routes and warm the database
    await measureClientHome(browser, app.baseUrl, 1);
    const figures = await measureClientHome(browser, app.baseUrl, browserLoads);
    const verdict = figures.medianMs <= CLIENT_HOME_BUDGET_MS ? 'met' : 'NOT met';
    console.log(`[bench] client sign-in → home painted: median ${figures.medianMs} ms (${figures.samplesMs.join(', ')}); budget ${CLIENT_HOME_BUDGET_MS} ms ${verdict}`);
  } finally {
    await browser.close();
  }
} finally {
  await app.stop();
}
