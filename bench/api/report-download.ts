/** The streamed .xlsx report (L2) under the benchmark: the largest partner's report over 3 years, as admin. */
export interface ReportDownloadFigures {
  partnerId: string;
  rows: number;
  bytes: number;
  seconds: number;
  /** The server's resident memory during the download above its level just before it. */
  rssGrowthMiB: number;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function measureReportDownload(baseUrl: string, token: string, serverRss: () => number): Promise<ReportDownloadFigures> {
  const headers = { authorization: `Bearer ${token}` };
  const to = new Date();
  const from = new Date(to);
  from.setUTCFullYear(from.getUTCFullYear() - 3);
  from.setUTCDate(from.getUTCDate() + 1);
  const period = { from: isoDay(from), to: isoDay(to) };
  const stats = (await (await fetch(`${baseUrl}/gw/analytics/stats?dateFrom=${period.from}&dateTo=${period.to}`, { headers })).json()) as { partners: { id: string | null; count: number }[] };
  const largest = stats.partners.filter((partner) => partner.id).sort((a, b) => b.count - a.count)[0];
  if (!largest?.id) throw new Error('no partner with sales to report on');
  const before = serverRss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss())), 100);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/gw/report/excel/${largest.id}?from=${period.from}&to=${period.to}`, { headers });
    if (!response.ok || !response.body) throw new Error(`report download: HTTP ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, serverRss());
    return { partnerId: largest.id, rows: largest.count, bytes, seconds: Math.round(seconds * 100) / 100, rssGrowthMiB: Math.round((peak - before) * 10) / 10 };
  } finally {
    clearInterval(sampler);
  }
}
