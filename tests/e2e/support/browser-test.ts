import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { RESULTS_DIR } from '../harness/paths';
import { baseUrl, chromiumPath } from './environment';
import { type PageHealth, expectHealthy, watchHealth } from './page-health';

const TEST_TIMEOUT_MS = 60_000;
/** A first render parses the whole react-admin bundle, which takes seconds on a busy 2-core machine. */
const ACTION_TIMEOUT_MS = 20_000;
/** N4: the consent dialog is modal; tests start with it accepted so it does not cover the page. */
const COOKIE_CONSENT = { name: 'cookieConsent', value: 'true' };
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface BrowserTestContext {
  /** A page in a fresh context (empty storage, so nobody is signed in). */
  page: Page;
  /** Another isolated browser context, for a second user in the same test. */
  newUserPage(): Promise<Page>;
  /** Main-frame navigations of a page so far, hash changes included. */
  navigationsOf(page: Page): number;
  /** What went wrong in a page so far (uncaught exceptions, crash reports, /gw 5xx) and its open /gw calls. */
  healthOf(page: Page): PageHealth;
}

let browser: Promise<Browser> | undefined;

/** A random address of 198.18.0.0/15 (RFC 2544, never routed) per person of a test. */
function personAddress(): string {
  const n = randomInt(1, 2 ** 17 - 1);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

function sharedBrowser(): Promise<Browser> {
  // Launching Chromium once per spec file keeps the run fast; contexts keep the tests isolated.
  browser ??= chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  return browser;
}

after(async () => {
  if (browser) await (await browser).close();
});

function slug(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 80);
}

interface TrackedPage {
  page: Page;
  /** Main-frame navigations, hash changes included: thousands mean a redirect loop. */
  navigations: number;
  health: PageHealth;
}

/** Watches a page for uncaught exceptions, crashes and server errors, which fail the test even if every step passed. */
function trackPage(page: Page): TrackedPage {
  const tracked = { page, navigations: 0, health: watchHealth(page) };
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) tracked.navigations += 1;
  });
  return tracked;
}

async function screenshot(pages: TrackedPage[], testName: string): Promise<void> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  await Promise.all(
    pages.map(async ({ page, navigations }, index) => {
      const file = path.join(RESULTS_DIR, `${slug(testName)}${pages.length > 1 ? `-${index + 1}` : ''}.png`);
      const state = `${page.url()} after ${navigations} navigations`;
      await page.screenshot({ path: file, fullPage: true }).then(
        () => console.log(`screenshot: ${file} (${state})`),
        (error: Error) => console.log(`no screenshot of ${state}: ${error.message}`),
      );
    }),
  );
}

interface BrowserTestOptions {
  timeoutMs?: number;
  /** The person asks their system for less motion (src/layout/reducedMotion.ts): drawers and dialogs appear at once. */
  reducedMotion?: boolean;
}

/** A test with its own browser context(s); on failure every open page is saved as a screenshot. */
export function browserTest(name: string, body: (context: BrowserTestContext) => Promise<void>, { timeoutMs = TEST_TIMEOUT_MS, reducedMotion = false }: BrowserTestOptions = {}): void {
  test(name, { timeout: timeoutMs }, async () => {
    const contexts: BrowserContext[] = [];
    const pages: TrackedPage[] = [];
    const newUserPage = async () => {
      const context = await (await sharedBrowser()).newContext({ locale: 'ru-RU', reducedMotion: reducedMotion ? 'reduce' : 'no-preference', extraHTTPHeaders: { 'x-forwarded-for': personAddress() } });
      contexts.push(context);
      await context.addCookies([{ ...COOKIE_CONSENT, url: baseUrl() }]);
      const tracked = trackPage(await context.newPage());
      pages.push(tracked);
      return tracked.page;
    };
    try {
      const trackedOf = (page: Page) => {
        const found = pages.find((tracked) => tracked.page === page);
        if (!found) throw new Error('The page was not opened by this test');
        return found;
      };
      const navigationsOf = (page: Page) => trackedOf(page).navigations;
      const healthOf = (page: Page) => trackedOf(page).health;
      await body({ page: await newUserPage(), newUserPage, navigationsOf, healthOf });
      for (const { page, health } of pages) {
        if (!page.isClosed()) await expectHealthy(page, health, 'At the end of the test');
        else if (health.problems.length) throw new Error(`In a closed page:\n${health.problems.join('\n')}`);
      }
    } catch (error) {
      await screenshot(pages, name);
      throw error;
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
}
