import path from 'node:path';
import type { LoadTarget } from '../api/load';
import type { ListScenario } from '../api/scenarios';
import { startDirectus } from './directus-process';
import { type PeerFigures, measurePeer, peerQueries } from './peer-bench';

export interface PeerResults {
  name: 'directus';
  version: string;
  figures: PeerFigures[];
  /** The Directus process's resident memory after start and its peak over its part of the run. */
  rss: { afterStartMiB: number; peakMiB: number };
}

interface Answer {
  data?: unknown;
  errors?: unknown;
}

async function answerOf(target: LoadTarget): Promise<Answer> {
  const response = await fetch(target.url, { method: target.body ? 'POST' : 'GET', headers: target.headers, body: target.body });
  const text = await response.text();
  const answer = JSON.parse(text) as Answer;
  if (!response.ok || answer.errors) throw new Error(`${target.url} answered ${response.status}: ${text.slice(0, 1000)}`);
  return answer;
}

const idsOf = (answer: Answer) => (Array.isArray(answer.data) ? answer.data.map((row: { id: string }) => row.id) : []);

/** Both sides answer the same: the same 30 rows in the same order, or the same count of sales. */
async function checkSameAnswers(query: string, gw: LoadTarget, peer: LoadTarget) {
  const [ours, theirs] = await Promise.all([answerOf(gw), answerOf(peer)]);
  if (query.includes('stats')) {
    const count = (ours as { count?: number }).count;
    const peerCount = (theirs.data as { totals: { count: { id: number } }[] }).totals[0]?.count.id;
    if (Number(count) !== Number(peerCount)) throw new Error(`${query}: /gw counts ${count} sales, Directus ${peerCount}`);
    return;
  }
  const [a, b] = [idsOf(ours), idsOf(theirs)];
  if (a.length === 0 || a.join() !== b.join()) throw new Error(`${query}: /gw and Directus return different rows (${a.length} and ${b.length})`);
}

/** Starts Directus on the bench's PostgreSQL, checks it answers as /gw does, and measures both side by side. */
export async function measureDirectusPeer(options: {
  root: string;
  databaseUrl: string;
  gwUrl: string;
  adminToken: string;
  scenarios: ListScenario[];
  concurrencies: number[];
  durationSeconds: number;
  log: (line: string) => void;
}): Promise<PeerResults> {
  const { root, log } = options;
  log('peer: starting Directus (Node 22) on the same PostgreSQL');
  const directus = await startDirectus(root, options.databaseUrl, path.join(root, 'bench/results/directus.log.tmp'));
  try {
    const afterStartMiB = directus.rssMiB().now;
    const info = (await answerOf({ url: `${directus.baseUrl}/server/info`, headers: { authorization: `Bearer ${directus.token}` } })) as {
      data: { version?: string };
    };
    const queries = peerQueries(options.gwUrl, options.adminToken, directus, options.scenarios, new Date());
    for (const { query, gw, peer } of queries) await checkSameAnswers(query, gw, peer);
    log(`peer: Directus ${info.data.version ?? '?'} answers ${queries.length} queries as /gw does; measuring`);
    const figures = await measurePeer(queries, options.concurrencies, options.durationSeconds, log);
    return { name: 'directus', version: info.data.version ?? '?', figures, rss: { afterStartMiB, peakMiB: directus.rssMiB().peak } };
  } finally {
    await directus.stop();
  }
}
