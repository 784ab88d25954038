/**
 * The load test's generator, run as a child process by load-generator.ts: takes a LoadPlan over IPC,
 * drives the mix with autocannon and sends back a LoadReport.
 */
import autocannon from 'autocannon';
import { summarize } from '../../../bench/stats';
import type { LoadCall, LoadPlan, LoadReport } from './load-generator';

const UNEXPECTED_KEPT = 10;

/** 7 998 …: outside the demo clients' numbers and the unit tests' 7 999 …, unique for 10^7 sales. */
const salePhone = (n: number) => `+7 (998) ${String(n).padStart(7, '0')}`;

async function drive(plan: LoadPlan): Promise<LoadReport> {
  // the groups' shares as a fixed rotation; each group hands out its calls in turn
  const rotation = plan.groups.flatMap((group, index) => Array.from({ length: group.weight }, () => index));
  const turns = plan.groups.map(() => 0);
  let sent = 0;
  let phones = 0;
  const statuses: LoadReport['statuses'] = Object.fromEntries(plan.groups.map((group) => [group.name, {}]));
  const unexpected: string[] = [];
  const sales: LoadReport['sales'] = [];
  const latencies: Record<string, number[]> = Object.fromEntries(plan.groups.map((group) => [group.name, []]));
  // autocannon calls a step's onResponse and then, synchronously, emits 'response' with the latency
  let answered = '';

  const next = (): { group: string; call: LoadCall } => {
    const index = rotation[sent++ % rotation.length]!;
    const group = plan.groups[index]!;
    return { group: group.name, call: group.calls[turns[index]++ % group.calls.length]! };
  };

  const started = performance.now();
  const instance = autocannon({
    url: plan.baseUrl,
    connections: plan.connections,
    duration: plan.durationSeconds,
    maxOverallRequests: plan.maxRequests,
    timeout: plan.timeoutSeconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const { group, call } = next();
          context.group = group;
          context.call = call;
          const headers: Record<string, string> = { authorization: `Bearer ${call.token}` };
          if (!call.sale) return { ...request, method: call.method, path: call.path, headers, body: undefined };
          phones += 1;
          const body = { ...call.sale, client: { ...call.sale.client, phone: salePhone(phones) } };
          return { ...request, method: call.method, path: call.path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
        },
        onResponse: (status, body, context) => {
          const group = context.group as string;
          const call = context.call as LoadCall;
          answered = group;
          statuses[group]![status] = (statuses[group]![status] ?? 0) + 1;
          if (status < 200 || status > 299) {
            if (unexpected.length < UNEXPECTED_KEPT) unexpected.push(`${group}: ${call.method} ${call.path} -> ${status} ${body.slice(0, 300)}`);
          } else if (call.sale && status === 201) {
            const { id, number } = JSON.parse(body) as { id: string; number: string };
            sales.push({ id, number });
          }
        },
      },
    ],
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies[answered]?.push(responseTime));
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const byGroup = Object.fromEntries(Object.entries(latencies).map(([group, times]) => [group, summarize(times, seconds)]));
  const latency = summarize(Object.values(latencies).flat(), seconds);
  return { seconds: Number(seconds.toFixed(1)), errors: result.errors, timeouts: result.timeouts, statuses, unexpected, latency, latencyByGroup: byGroup, sales };
}

process.once('message', (plan) => {
  drive(plan as LoadPlan).then(
    (report) => process.send!(report, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
