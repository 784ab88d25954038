import type { BenchResults, TargetCheck } from './results';
import { SPA_BUDGET_KIB, screenBudgetKiB } from './spa/budgets';
import { CHAT_LATENCY_BUDGET_MS } from './spa/chat-latency';
import { CLIENT_HOME_BUDGET_MS } from './spa/client-home';
import { MOBILE_SIGN_IN_BUDGET_MS } from './spa/mobile-sign-in';

const HIGH_CONCURRENCY = 16;
const LIST_P95_LIMIT_MS = { postgres: 20, embedded: 50 };

function atMost(target: string, value: number, limit: number, unit: string): TargetCheck {
  return { target, value, limit, unit, met: value <= limit };
}

/** The targets, checked against the figures (reported, never asserted). */
export function checkTargets(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  const kind = results.database.kind;
  const loaded = results.list.filter((row) => row.concurrency === HIGH_CONCURRENCY);
  const checks = loaded.map((row) => atMost(`${row.role} ${row.name}: p95 at c${HIGH_CONCURRENCY}`, row.gw.p95, LIST_P95_LIMIT_MS[kind], 'ms'));
  if (kind === 'postgres') {
    checks.push(...loaded.map((row) => atMost(`${row.role} ${row.name}: p95 ÷ floor at c${HIGH_CONCURRENCY}`, row.p95Ratio, 1.5, '×')));
  }
  checks.push(...analyticsChecks(results));
  // issue 10: the generated list within 1.2× of the hand-written one's p95, query by query
  for (const row of results.declared ?? []) {
    checks.push(atMost(`declared view ${row.role} ${row.name}: p95 ÷ hand-written at c${row.concurrency}`, row.p95Ratio, 1.2, '×'));
  }
  const bare = results.framework.find((row) => row.concurrency === HIGH_CONCURRENCY);
  const firstPage = loaded.find((row) => row.role === 'admin' && row.name === 'first page');
  if (bare && firstPage) {
    const share = Math.round((firstPage.gw.throughput / bare.throughput) * 1000) / 1000;
    checks.push({ target: 'admin first page throughput ÷ bare JSON route', value: share, limit: 0.5, unit: '×', met: share >= 0.5 });
  }
  if (results.report) {
    const rows = `${results.report.rows} rows`;
    checks.push(atMost(`report .xlsx download (${rows}): time`, results.report.seconds, 10, 's'));
    checks.push(atMost(`report .xlsx download (${rows}): server RSS growth`, results.report.rssGrowthMiB, 50, 'MiB'));
  }
  checks.push(atMost('server peak RSS', results.serverRss.peakMiB, 300, 'MiB'));
  if (results.spa) {
    for (const entry of results.spa.entries) {
      checks.push(atMost(`${entry.entry}: gzipped JS`, entry.jsGzipKiB, screenBudgetKiB(entry.entry), 'KiB'));
    }
    const largest = results.spa.largestLazyChunks[0];
    if (largest) checks.push(atMost(`largest lazy chunk (${largest.file})`, largest.gzipKiB, SPA_BUDGET_KIB.lazyChunk, 'KiB'));
    checks.push(atMost('30 rows painted, median', results.spa.rowsPainted.medianMs, 1000, 'ms'));
    if (results.spa.clientHome) checks.push(atMost('client sign-in to home painted, median', results.spa.clientHome.medianMs, CLIENT_HOME_BUDGET_MS, 'ms'));
    for (const { cabinet, medianMs } of results.spa.mobileSignIn ?? []) {
      checks.push(atMost(`${cabinet}: sign-in to first rows on a phone (375×667, 4× CPU, slow 4G), median`, medianMs, MOBILE_SIGN_IN_BUDGET_MS, 'ms'));
    }
  }
  if (results.chatLatency) checks.push(atMost('consultation message to the other browser, median', results.chatLatency.medianMs, CHAT_LATENCY_BUDGET_MS, 'ms'));
  return checks;
}

const STATS_P95_LIMIT_MS: Record<number, number> = { 1: 50, 16: 150 };

/** Issue 12: each L1 query's p95 at c1 and c16, and within 1.5× its floor. */
function analyticsChecks(results: Omit<BenchResults, 'targets'>): TargetCheck[] {
  return (results.analytics ?? []).flatMap((row) => {
    const limit = STATS_P95_LIMIT_MS[row.concurrency];
    const checks = [atMost(`${row.role} ${row.name}: p95 ÷ floor at c${row.concurrency}`, row.p95Ratio, 1.5, '×')];
    return limit ? [atMost(`${row.role} ${row.name}: p95 at c${row.concurrency}`, row.gw.p95, limit, 'ms'), ...checks] : checks;
  });
}
