/** The streamed .xlsx report (L2) under the benchmark: the largest partner's report over 3 years, as admin. */
export interface ReportDownloadFigures {
  partnerId: string;
  rows: number;
  bytes: number;
  seconds: number;
  /** The server's resident memory during the download above its level just before it (the target's figure). */
  rssGrowthMiB: number;
  /** CPU time the server used for it (user + system): the figure to compare when the machine is shared. */
  serverCpuSeconds?: number;
  /** The server's resident memory just before the download and its highest sample during it. */
  rssBeforeMiB?: number;
  rssPeakMiB?: number;
  /**
   * The same download once more right after: what a second report costs once the first has grown the heaps
   * (V8's, PGlite's WebAssembly memory) that never give memory back. Reported beside the first, not instead.
   */
  again?: Omit<ReportDownloadFigures, 'partnerId' | 'rows' | 'again'>;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The server's idle level before the download: the calls before it (sign-in, the stats call) leave memory that
 * is handed back within a second or two; sampled right after them, the baseline sat up to 40 MiB high and the
 * growth looked that much smaller. The lowest sample, once a second has passed without a lower one (≤ 6 s).
 */
async function idleRss(serverRss: () => number): Promise<number> {
  let low = serverRss();
  for (let quiet = 0, round = 0; quiet < 4 && round < 24; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = serverRss();
    quiet = now < low ? 0 : quiet + 1;
    low = Math.min(low, now);
  }
  return low;
}

export interface ServerGauges {
  rssMiB(): number;
  cpuSeconds(): number;
}

export async function measureReportDownload(baseUrl: string, token: string, server: ServerGauges): Promise<ReportDownloadFigures> {
  const serverRss = () => server.rssMiB();
  const headers = { authorization: `Bearer ${token}` };
  const to = new Date();
  const from = new Date(to);
  from.setUTCFullYear(from.getUTCFullYear() - 3);
  from.setUTCDate(from.getUTCDate() + 1);
  const period = { from: isoDay(from), to: isoDay(to) };
  const stats = (await (await fetch(`${baseUrl}/gw/analytics/stats?dateFrom=${period.from}&dateTo=${period.to}`, { headers })).json()) as { partners: { id: string | null; count: number }[] };
  const largest = stats.partners.filter((partner) => partner.id).sort((a, b) => b.count - a.count)[0];
  if (!largest?.id) throw new Error('no partner with sales to report on');
  const before = await idleRss(serverRss);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 100);
  const started = performance.now();
  const cpuBefore = server.cpuSeconds();
  try {
    const response = await fetch(`${baseUrl}/gw/report/excel/${largest.id}?from=${period.from}&to=${period.to}`, { headers });
    if (!response.ok || !response.body) throw new Error(`report download: HTTP ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, serverRss());
    const serverCpuSeconds = Math.round((server.cpuSeconds() - cpuBefore) * 100) / 100;
    const rssGrowthMiB = Math.round((peak - before) * 10) / 10;
    return { partnerId: largest.id, rows: largest.count, bytes, seconds: Math.round(seconds * 100) / 100, rssGrowthMiB, serverCpuSeconds, rssBeforeMiB: before, rssPeakMiB: peak };
  } finally {
    clearInterval(sampler);
  }
}
