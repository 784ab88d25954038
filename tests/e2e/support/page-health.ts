import type { Page } from 'playwright-core';
import { baseUrl } from './environment';
import { waitUntil } from './expect';

/** The error page's title (P4 'Что-то пошло не так...'): react-admin's error boundary caught a crash. */
export const ERROR_PAGE_TEXT = 'Что-то пошло не так';

/** A console error that reports an exception (React logs those its error boundary catches), not a failed load. */
const EXCEPTION_IN_CONSOLE = /Uncaught|TypeError|ReferenceError|RangeError|SyntaxError|The above error occurred/;
/** How long the app's traffic stays quiet before a screen counts as loaded. */
const QUIET_MS = 400;

export interface PageHealth {
  /** Problems seen so far: uncaught exceptions, exceptions in the console, /gw answers of 5xx. */
  problems: string[];
  /** The app's own requests (screens' code chunks and /gw calls) not answered yet. */
  inFlight(): number;
}

/** Watches a page for what fails every browser test: an uncaught exception, a crash report in the console, a server error. */
export function watchHealth(page: Page): PageHealth {
  const problems: string[] = [];
  const pending = new Set<unknown>();
  const isGw = (url: string) => new URL(url).pathname.startsWith('/gw/');
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && EXCEPTION_IN_CONSOLE.test(message.text())) problems.push(`${page.url()}: console: ${message.text()}`);
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin === new URL(baseUrl()).origin) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    if (isGw(response.url()) && response.status() >= 500) {
      problems.push(`${page.url()}: ${response.request().method()} ${response.url()} answered ${response.status()}`);
    }
  });
  return { problems, inFlight: () => pending.size };
}

/** Waits until the screen's code and /gw calls have arrived and the traffic stayed quiet a moment. */
export async function settle(page: Page, health: PageHealth): Promise<void> {
  let quietSince = Date.now();
  await waitUntil(
    () => {
      if (health.inFlight() > 0) quietSince = Date.now();
      return Date.now() - quietSince >= QUIET_MS;
    },
    () => `The page kept ${health.inFlight()} request(s) open (URL ${page.url()})`,
  );
}

/** Fails when the page shows the error page or anything went wrong so far. */
export async function expectHealthy(page: Page, health: PageHealth, step: string): Promise<void> {
  const crashed = await page.getByText(ERROR_PAGE_TEXT).count();
  const problems = [...health.problems, ...(crashed ? [`${page.url()}: the page shows '${ERROR_PAGE_TEXT}...'`] : [])];
  if (problems.length) throw new Error(`${step}:\n${problems.join('\n')}`);
}
