import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import { median } from '../stats';
import { freshPage } from './browser';

/** The budget (11, quality bar): sign-in to the client cabinet's home with its data painted. */
export const CLIENT_HOME_BUDGET_MS = 1500;

/** What the check below reads of the page (this side is compiled without the DOM's types). */
interface PageGlobals {
  location: { hash: string };
  document: { querySelectorAll(selector: string): { length: number } };
  performance: { now(): number };
}

/**
 * The home ("Мои услуги", F6) has painted its data: the route is the home and the client's service cards are in the DOM.
 * A function, not a string: the app's CSP forbids eval.
 */
function homePainted(): number | false {
  const { location, document, performance } = globalThis as unknown as PageGlobals;
  return location.hash.startsWith('#/services') && document.querySelectorAll('[data-testid="service-usage"]').length > 0 ? performance.now() : false;
}

/**
 * Milliseconds from pressing "Войти" on the client cabinet's login page (loaded cold, in a fresh context) to the
 * home with the client's services painted, read by the page's own clock: the sign-in call, the profile, the
 * home's chunk and its /gw call all count.
 */
async function signInToHomeMs(browser: Browser, baseUrl: string, login: string): Promise<number> {
  const { context, page } = await freshPage(browser, baseUrl);
  try {
    await page.goto(`${baseUrl}/cabinet/#/login`);
    const password = page.locator('input[name="password"]');
    await password.waitFor({ state: 'visible' });
    const form = page.locator('form').filter({ has: password });
    await form.locator('input[name="username"], input[name="input"]').fill(login);
    await password.fill(DEMO_PASSWORD);
    await page.waitForLoadState('networkidle');
    const started = Number(await page.evaluate('performance.now()'));
    await form.locator('button[type="submit"]').click();
    const painted = await page.waitForFunction(homePainted, undefined, { polling: 'raf' });
    return Math.round(Number(await painted.jsonValue()) - started);
  } finally {
    await context.close();
  }
}

export interface ClientHomeFigures {
  medianMs: number;
  samplesMs: number[];
}

/** `loads` sign-ins of the demo client, one after another; the median is the figure. */
export async function measureClientHome(browser: Browser, baseUrl: string, loads: number, login = 'client'): Promise<ClientHomeFigures> {
  const samplesMs: number[] = [];
  for (let i = 0; i < loads; i += 1) samplesMs.push(await signInToHomeMs(browser, baseUrl, login));
  return { medianMs: median(samplesMs), samplesMs };
}
