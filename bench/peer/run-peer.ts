import os from 'node:os';
import path from 'node:path';
import type { LoadTarget } from '../api/load';
import type { ListScenario } from '../api/scenarios';
import type { StatsScenario } from '../api/stats-bench';
import { startDirectus } from './directus-process';
import { type PeerAudience, type PeerFigures, type PeerQuery, measurePeer, peerQueries } from './peer-bench';

export interface PeerResults {
  name: 'directus';
  version: string;
  /** isolated-vm compiled, or the stub that stands in for it (absent in runs before 2026-11-25: compiled). */
  sandbox?: 'built' | 'stub';
  figures: PeerFigures[];
  /** The Directus process's resident memory after start and its peak over its part of the run. */
  rss: { afterStartMiB: number; peakMiB: number };
  /** The machine's 1-minute load average when the peer's part began and ended (absent in runs before 2026-11-25). */
  loadAverage?: { before: number; after: number };
}

interface Answer {
  data?: unknown;
  meta?: { filter_count?: number | string };
  errors?: unknown;
  count?: number;
  brutto?: number;
  total?: number;
}

async function answerOf(target: LoadTarget): Promise<Answer> {
  const response = await fetch(target.url, { method: target.body ? 'POST' : 'GET', headers: target.headers, body: target.body });
  const text = await response.text();
  const answer = JSON.parse(text) as Answer;
  if (!response.ok || answer.errors) throw new Error(`${target.url} answered ${response.status}: ${text.slice(0, 1000)}`);
  return answer;
}

const idsOf = (answer: Answer) => (Array.isArray(answer.data) ? answer.data.map((row: { id: string }) => row.id) : []);
const kopecks = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * Both sides answer the same: the same 30 rows in the same order (an empty page only where both count none: an
 * agent's ~2 000 certificates may hold no `2200 **** **** 1234`), or the same count and sum of sales.
 */
export function sameAnswers({ query, kind }: Pick<PeerQuery, 'query' | 'kind'>, ours: Answer, theirs: Answer): void {
  if (kind === 'stats') {
    const totals = (theirs.data as { totals: { count: { id: number | string }; sum: { cost: number | string | null } }[] }).totals[0];
    const [count, peerCount] = [Number(ours.count), Number(totals?.count.id ?? 0)];
    if (count !== peerCount) throw new Error(`${query}: /gw counts ${count} sales, Directus ${peerCount}`);
    if (kopecks(ours.brutto) !== kopecks(totals?.sum.cost)) throw new Error(`${query}: /gw sums ${ours.brutto}, Directus ${totals?.sum.cost}`);
    return;
  }
  const [a, b] = [idsOf(ours), idsOf(theirs)];
  if (a.join() !== b.join()) throw new Error(`${query}: /gw and Directus return different rows (${a.length} and ${b.length})`);
  if (a.length === 0 && (Number(ours.total) !== 0 || Number(theirs.meta?.filter_count) !== 0)) {
    throw new Error(`${query}: an empty page, but /gw counts ${ours.total} and Directus ${theirs.meta?.filter_count}`);
  }
}

async function checkSameAnswers(query: PeerQuery) {
  const [ours, theirs] = await Promise.all([answerOf(query.gw), answerOf(query.peer)]);
  sameAnswers(query, ours, theirs);
}

/** Starts Directus on the bench's PostgreSQL, checks it answers as /gw does, and measures both side by side. */
export async function measureDirectusPeer(options: {
  root: string;
  databaseUrl: string;
  audience: PeerAudience;
  scenarios: ListScenario[];
  stats: StatsScenario[];
  concurrencies: number[];
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<PeerResults> {
  const { root, log } = options;
  const before = os.loadavg()[0] ?? 0;
  log(`peer: starting Directus (Node 22) on the same PostgreSQL (load average ${before.toFixed(1)})`);
  const directus = await startDirectus(root, options.databaseUrl, path.join(root, 'bench/results/directus.log.tmp'));
  try {
    const afterStartMiB = directus.rssMiB().now;
    const info = (await answerOf({ url: `${directus.baseUrl}/server/info`, headers: { authorization: `Bearer ${directus.token}` } })) as {
      data: { version?: string };
    };
    const queries = peerQueries(options.audience, directus, options.scenarios, options.stats);
    for (const query of queries) await checkSameAnswers(query);
    if (directus.sandbox === 'stub') log('peer: isolated-vm is not built; its stub stands in (no flow scripts or sandboxed extensions)');
    log(`peer: Directus ${info.data.version ?? '?'} answers ${queries.length} queries as /gw does; measuring`);
    const figures = await measurePeer(queries, options.concurrencies, options.durationSeconds, log);
    const after = os.loadavg()[0] ?? 0;
    const loadAverage = { before: Math.round(before * 10) / 10, after: Math.round(after * 10) / 10 };
    return { name: 'directus', version: info.data.version ?? '?', sandbox: directus.sandbox, figures, rss: { afterStartMiB, peakMiB: directus.rssMiB().peak }, loadAverage };
  } finally {
    await directus.stop();
  }
}
