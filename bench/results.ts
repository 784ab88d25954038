import type { ClientListFigures } from './api/client-list-bench';
import type { DeclaredFigures } from './api/declared-bench';
import type { ReportDownloadFigures } from './api/report-download';
import type { ListFigures } from './api/list-bench';
import type { ScaleOutFigures } from './api/scale-out';
import type { PeerResults } from './peer/run-peer';
import type { ChatLatencyFigures } from './spa/chat-latency';
import type { SpaFigures } from './spa/measure-spa';
import type { LatencySummary } from './stats';

export interface BenchResults {
  date: string;
  machine: string;
  /** Free text: what else ran on the machine, durations. */
  conditions: string;
  database: { kind: 'embedded' | 'postgres'; certificates: number; generationSeconds: number };
  list: ListFigures[];
  /** The L1 stats calls (GET /analytics/stats) with their floors. */
  analytics: ListFigures[];
  /** Issue 10: the generated list beside the hand-written one; absent in runs before it was measured. */
  declared?: DeclaredFigures[];
  /** Issue 24: the clients' table (GET /gw/clients); absent in runs before it was measured. */
  clients?: ClientListFigures[];
  /** Issue 28: the agent's list and the sale at 1, 2, 4 processes on one PostgreSQL; absent embedded and in runs before it. */
  scaleOut?: ScaleOutFigures;
  framework: (LatencySummary & { concurrency: number })[];
  /** The streamed .xlsx report download (L2); absent in runs before it was measured. */
  report?: ReportDownloadFigures;
  /** Resident memory of the /gw server process: once started, and its peak over the whole run. */
  serverRss: { afterStartMiB: number; peakMiB: number };
  spa: SpaFigures | null;
  /** Issue 26: a consultation's message from the client's browser to the admin's, over the live channel; absent before. */
  chatLatency?: ChatLatencyFigures;
  /** With BENCH_PEER: the same queries through /gw and through the peer, back to back. */
  peer?: PeerResults;
  /** Steps after the list and stats that failed: the figures before them are kept and written all the same. */
  failures?: { step: string; message: string }[];
  targets: TargetCheck[];
}

export interface TargetCheck {
  target: string;
  value: number;
  limit: number;
  unit: string;
  met: boolean;
}
