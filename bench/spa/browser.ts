import { type Browser, type BrowserContext, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/support/environment';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const ACTION_TIMEOUT_MS = 60_000;

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** A fresh context (cold cache, empty storage) with the cookie notice accepted and, when given, a signed-in session. */
export async function freshPage(
  browser: Browser,
  baseUrl: string,
  session?: SessionTokens,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'ru-RU', ...options });
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseUrl }]);
  // the SPA's token store keeps the session in local storage (A1), exactly what a sign-in leaves there
  if (session) {
    // as a script text, since this side is compiled without the DOM's types
    await context.addInitScript({
      content: `localStorage.setItem('sessionToken', ${JSON.stringify(session.token)}); localStorage.setItem('refreshToken', ${JSON.stringify(session.refreshToken)});`,
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return { context, page };
}

/** Paths of the built assets (`/assets/…`) the page requests from now on. */
export function recordAssetRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) paths.push(pathname);
  });
  return paths;
}
