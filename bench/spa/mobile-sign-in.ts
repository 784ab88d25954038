import type { Browser, Page } from 'playwright-core';
import { CABINET_HOME, type Cabinet } from '../../common/roles';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { median } from '../stats';
import { freshPage } from './browser';

/** Issue 27: sign-in to the first rows painted, on a phone, within Largest Contentful Paint's "good". */
export const MOBILE_SIGN_IN_BUDGET_MS = 2500;

/**
 * Lighthouse's mobile profile as DevTools applies it: a 375 × 667 touch screen, the CPU slowed 4×, and "slow 4G"
 * (Lighthouse's 150 ms RTT and 1.6 Mbps down / 750 Kbps up, which DevTools' packet-level throttling writes as
 * 562.5 ms of latency and 90 % of the throughput).
 */
export const MOBILE_PROFILE = {
  viewport: { width: 375, height: 667 },
  cpuSlowdown: 4,
  network: { latencyMs: 562.5, downloadBytesPerSecond: (1.6 * 0.9 * 1024 * 1024) / 8, uploadBytesPerSecond: (0.75 * 0.9 * 1024 * 1024) / 8 },
} as const;

/** Who signs in to each cabinet, and the first data its home paints. */
const JOURNEYS: Record<Cabinet, { login: string; painted: string }> = {
  sales: { login: 'admin', painted: 'table tbody tr' },
  cabinet: { login: 'client', painted: '[data-testid="service-usage"]' },
  cpa: { login: 'partner', painted: '[data-testid^="figure-"]' },
};

/** What the check below reads of the page (this side is compiled without the DOM's types). */
interface PageGlobals {
  location: { hash: string };
  document: { querySelector(selector: string): unknown };
  performance: { now(): number };
}

/** The home's route with its first data in the DOM. A function, not a string: the app's CSP forbids eval. */
function homePainted({ home, selector }: { home: string; selector: string }): number | false {
  const { location, document, performance } = globalThis as unknown as PageGlobals;
  return location.hash.startsWith(home) && document.querySelector(selector) ? performance.now() : false;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.network.latencyMs,
    downloadThroughput: MOBILE_PROFILE.network.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.network.uploadBytesPerSecond,
  });
}

/**
 * Milliseconds from pressing "Войти" on a cabinet's sign-in page (loaded cold in a fresh context, throttled) to its
 * home with the first data painted, by the page's own clock: the sign-in call, the profile, the home's code and data.
 */
async function signInToRowsMs(browser: Browser, baseUrl: string, cabinet: Cabinet): Promise<number> {
  const { login, painted } = JOURNEYS[cabinet];
  const { context, page } = await freshPage(browser, baseUrl, undefined, {
    viewport: MOBILE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    await throttle(page);
    await page.goto(`${baseUrl}/${cabinet}/#/login`);
    const password = page.locator('input[name="password"]');
    await password.waitFor({ state: 'visible' });
    const form = page.locator('form').filter({ has: password });
    await form.locator('input[name="username"], input[name="input"]').fill(login);
    await password.fill(DEMO_PASSWORD);
    await page.waitForLoadState('networkidle');
    const started = Number(await page.evaluate('performance.now()'));
    await form.locator('button[type="submit"]').click();
    const done = await page.waitForFunction(homePainted, { home: `#${CABINET_HOME[cabinet]}`, selector: painted }, { polling: 'raf' });
    return Math.round(Number(await done.jsonValue()) - started);
  } finally {
    await context.close();
  }
}

export interface MobileSignInFigures {
  cabinet: Cabinet;
  medianMs: number;
  samplesMs: number[];
}

/** `loads` sign-ins per cabinet on the mobile profile, one after another; the median is the figure. */
export async function measureMobileSignIns(browser: Browser, baseUrl: string, loads: number): Promise<MobileSignInFigures[]> {
  const figures: MobileSignInFigures[] = [];
  for (const cabinet of Object.keys(JOURNEYS) as Cabinet[]) {
    const samplesMs: number[] = [];
    for (let i = 0; i < loads; i += 1) samplesMs.push(await signInToRowsMs(browser, baseUrl, cabinet));
    figures.push({ cabinet, medianMs: median(samplesMs), samplesMs });
  }
  return figures;
}
