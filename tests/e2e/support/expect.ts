import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';

/** Matches the action timeout (support/browser-test.ts): a busy machine renders the first page slowly. */
const DEFAULT_TIMEOUT_MS = 20_000;
const POLL_MS = 100;

interface WaitOptions {
  timeoutMs?: number;
}

/** Polls until the condition holds; the failure message is built at the deadline, from the state then. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  failure: () => string,
  { timeoutMs = DEFAULT_TIMEOUT_MS }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${failure()} (waited ${timeoutMs} ms)`);
    await sleep(POLL_MS);
  }
}

export async function expectUrl(page: Page, pattern: RegExp, options?: WaitOptions): Promise<void> {
  await waitUntil(
    () => pattern.test(page.url()),
    () => `Expected the URL to match ${pattern}, but it is ${page.url()}`,
    options,
  );
}

/** Some visible element on the page contains the text. */
export async function expectText(page: Page, text: string, { timeoutMs = DEFAULT_TIMEOUT_MS }: WaitOptions = {}): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    throw new Error(`Expected the text "${text}" on the page within ${timeoutMs} ms (URL ${page.url()})`);
  }
}

/** A notification (announced to assistive technology as an alert, as react-admin's snackbar is) shows the text. */
export async function expectNotification(page: Page, text: string, { timeoutMs = DEFAULT_TIMEOUT_MS }: WaitOptions = {}): Promise<void> {
  try {
    await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    const shown = await page.getByRole('alert').allInnerTexts();
    const current = shown.length > 0 ? `alerts shown: ${shown.map((alert) => JSON.stringify(alert)).join(', ')}` : 'no alert shown';
    throw new Error(`Expected a notification "${text}" within ${timeoutMs} ms; ${current} (URL ${page.url()})`);
  }
}
