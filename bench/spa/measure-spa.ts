import type { Browser, Page } from 'playwright-core';
import { CABINET_HOME, type Cabinet } from '../../common/roles';
import { CERTIFICATE_PAGE_SIZE } from '../../server/modules/certificates/schemas';
import { median } from '../stats';
import { type AssetWeight, type Chunk, lazyChunks, weigh } from './assets';
import { firstScreenName, loginScreenName } from './budgets';
import { type SessionTokens, freshPage, launchBrowser, recordAssetRequests } from './browser';
import { type ClientHomeFigures, measureClientHome } from './client-home';
import { type MobileSignInFigures, measureMobileSignIns } from './mobile-sign-in';

export interface EntryWeight extends AssetWeight {
  entry: string;
}

export interface SpaFigures {
  entries: EntryWeight[];
  largestLazyChunks: Chunk[];
  rowsPainted: { medianMs: number; samplesMs: number[] };
  /** Sign-in of the demo client to its home with the data painted (issue 11). */
  clientHome: ClientHomeFigures;
  /** Issue 27: each cabinet's sign-in to its first rows, on the mobile profile; absent in runs before it was measured. */
  mobileSignIn?: MobileSignInFigures[];
}

/** What the check below reads of the page (this side is compiled without the DOM's types). */
interface PageGlobals {
  document: { querySelectorAll(selector: string): { length: number } };
  performance: { now(): number };
}

/** The list's rows are in the DOM. A function, not a string: the app's CSP forbids eval (a string stopped the bench). */
function rowsPainted(rows: number): number | false {
  const { document, performance } = globalThis as unknown as PageGlobals;
  return document.querySelectorAll('table tbody tr').length >= rows ? performance.now() : false;
}

/** Loads a page in a fresh context and weighs what it downloaded until it is usable and the network is quiet. */
async function weighEntry(browser: Browser, baseUrl: string, spaDir: string, entry: string, open: (page: Page) => Promise<void>, session?: SessionTokens) {
  const { context, page } = await freshPage(browser, baseUrl, session);
  try {
    const requested = recordAssetRequests(page);
    await open(page);
    await page.waitForLoadState('networkidle');
    return { entry, ...weigh(spaDir, requested) };
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation start to the list's 30 rows in the DOM, read by the page's own clock. */
async function rowsPaintedMs(browser: Browser, baseUrl: string, session: SessionTokens): Promise<number> {
  const { context, page } = await freshPage(browser, baseUrl, session);
  try {
    await page.goto(`${baseUrl}/sales/#/certificates`);
    const painted = await page.waitForFunction(rowsPainted, CERTIFICATE_PAGE_SIZE, { polling: 'raf' });
    return Math.round(Number(await painted.jsonValue()));
  } finally {
    await context.close();
  }
}

export async function measureSpa(baseUrl: string, spaDir: string, sessions: Record<Cabinet, SessionTokens>, loads: number): Promise<SpaFigures> {
  const browser = await launchBrowser();
  try {
    const entries = [
      await weighEntry(browser, baseUrl, spaDir, loginScreenName('sales'), async (page) => {
        await page.goto(`${baseUrl}/sales/#/login`);
        await page.locator('input[name="password"]').waitFor({ state: 'visible' });
      }),
    ];
    for (const cabinet of Object.keys(CABINET_HOME) as Cabinet[]) {
      const home = `#${CABINET_HOME[cabinet]}`;
      const open = async (page: Page) => {
        await page.goto(`${baseUrl}/${cabinet}/`);
        await page.waitForURL((url) => url.hash.startsWith(home));
      };
      entries.push(await weighEntry(browser, baseUrl, spaDir, firstScreenName(cabinet), open, sessions[cabinet]));
    }
    const samplesMs: number[] = [];
    for (let i = 0; i < loads; i += 1) samplesMs.push(await rowsPaintedMs(browser, baseUrl, sessions.sales));
    const clientHome = await measureClientHome(browser, baseUrl, loads);
    const mobileSignIn = await measureMobileSignIns(browser, baseUrl, Math.min(loads, 5));
    return { entries, largestLazyChunks: lazyChunks(spaDir).slice(0, 3), rowsPainted: { medianMs: median(samplesMs), samplesMs }, clientHome, mobileSignIn };
  } finally {
    await browser.close();
  }
}
