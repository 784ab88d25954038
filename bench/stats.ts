/** Latency figures of one measured run, in milliseconds. */
export interface LatencySummary {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Completed requests per second. */
  throughput: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function summarize(latenciesMs: number[], elapsedSeconds: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    throughput: round(sorted.length / elapsedSeconds, 1),
  };
}

export function median(values: number[]): number {
  return percentile([...values].sort((a, b) => a - b), 0.5);
}
