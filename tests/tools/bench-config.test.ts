import { describe, expect, it } from 'vitest';
import { REPORT_SCENARIO, loadBenchConfig, runsScenario } from '../../bench/config';
import { checkTargets } from '../../bench/targets';
import type { BenchResults } from '../../bench/results';

describe('bench: the report step (L2)', () => {
  it('runs with every scenario or when named in BENCH_SCENARIOS, and sizes its partner from BENCH_REPORT_ROWS', () => {
    expect(runsScenario(loadBenchConfig({}), REPORT_SCENARIO)).toBe(true);
    expect(runsScenario(loadBenchConfig({ BENCH_SCENARIOS: 'first page' }), REPORT_SCENARIO)).toBe(false);
    expect(runsScenario(loadBenchConfig({ BENCH_SCENARIOS: 'first page, report download' }), REPORT_SCENARIO)).toBe(true);
    expect(loadBenchConfig({}).reportRows).toBe(0);
    expect(loadBenchConfig({ BENCH_REPORT_ROWS: '100_000' }).reportRows).toBe(100_000);
    expect(() => loadBenchConfig({ BENCH_REPORT_ROWS: '-5' })).toThrow(/BENCH_REPORT_ROWS/);
  });

  it('checks the download against 10 s and 50 MiB of server memory growth', () => {
    const results = {
      database: { kind: 'embedded', certificates: 1000, generationSeconds: 1 },
      list: [],
      framework: [],
      serverRss: { afterStartMiB: 100, peakMiB: 200 },
      report: { partnerId: 'p', rows: 100_000, bytes: 1, seconds: 8.5, rssGrowthMiB: 72 },
    } as unknown as Omit<BenchResults, 'targets'>;
    const report = checkTargets(results).filter((check) => check.target.startsWith('report'));
    expect(report.map(({ value, limit, met }) => ({ value, limit, met }))).toEqual([
      { value: 8.5, limit: 10, met: true },
      { value: 72, limit: 50, met: false },
    ]);
  });
});
