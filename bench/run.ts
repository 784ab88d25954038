/** `npm run bench`: generates data, measures the certificate list and the stats (/gw and its floor, in turn), the framework, memory and the SPA. */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSpaBuilt } from '../server/build-spa';
import { authCheckSide, listFloorSides, listPath, measureAgainstFloor, measureFramework } from './api/list-bench';
import { CLIENT_LIST_GROUP, measureClientList } from './api/client-list-bench';
import { DECLARED_GROUP, DECLARED_QUERIES, DECLARED_SERVER_ENTRY, measureDeclaredView } from './api/declared-bench';
import { measureReportDownload } from './api/report-download';
import { ROLE_LOGINS, planScenarios } from './api/plan';
import { SCALE_OUT_SCENARIO, measureScaleOut } from './api/scale-out';
import { startNodeServer } from './api/process';
import { REPORT_SCENARIO, loadBenchConfig, runsScenario } from './config';
import { measureDirectusPeer } from './peer/run-peer';
import { prepareDatabase } from './prepare';
import { printResults, writeResults } from './report';
import type { BenchResults } from './results';
import { signIn } from './sessions';
import { launchBrowser } from './spa/browser';
import { measureChatLatency } from './spa/chat-latency';
import { measureSpa } from './spa/measure-spa';
import { statsFloorSides, statsPath, statsScenarios } from './api/stats-bench';
import { checkTargets } from './targets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_DIR = path.join(ROOT, 'bench/results');
const SPA_DIR = path.join(ROOT, 'dist');
const log = (line: string) => console.log(`[bench] ${line}`);
const config = loadBenchConfig();
const scaleOutLog = (index: number) => path.join(RESULTS_DIR, `scale-${index + 1}.log.tmp`);
const scaleOutLogs = Array.from({ length: config.scaleOut.processes.at(-1)! }, (_, index) => scaleOutLog(index));
const LOG_FILES = [...['server.log.tmp', 'bare.log.tmp'].map((name) => path.join(RESULTS_DIR, name)), ...scaleOutLogs];
// the servers' logs are read while they start; none is left behind, whatever the way out (an error, Ctrl-C)
const removeLogs = () => LOG_FILES.forEach((file) => rmSync(file, { force: true }));
process.once('exit', removeLogs);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

/** The steps after the list and the stats: a failed one is recorded and the run goes on to write what it has. */
const failures: { step: string; message: string }[] = [];
async function step<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    log(`FAILED ${name}: ${message}`);
    failures.push({ step: name, message });
    return undefined;
  }
}

const timing = { concurrencies: config.concurrencies, durationSeconds: config.durationSeconds, floorSeconds: config.floorSeconds, rounds: config.rounds };
const date = new Date().toISOString();
if (!config.skipSpa) await ensureSpaBuilt(SPA_DIR);

const prepared = await prepareDatabase(config, log);
// PostgreSQL: the floor is called in turn with /gw, the server running; the embedded database belongs to one
// process, so there the floor's rounds are taken before the server opens it
const live = prepared.database.kind === 'postgres';
let databaseOpen = true;
const closeDatabase = async () => {
  if (!databaseOpen) return;
  databaseOpen = false;
  await prepared.database.close();
};
try {
  const db = prepared.database.db;
  const { scenarios, users } = await planScenarios(db, config.scenarios);
  const declaredScenarios = runsScenario(config, DECLARED_GROUP) ? (await planScenarios(db, DECLARED_QUERIES)).scenarios : [];
  const stats = await statsScenarios(db, config.scenarios);
  const agentId = users.agent.agentId as string;
  if (!live) log(`floor: the list and stats services straight on the database, ${config.rounds} rounds, before the server`);
  const floors = { list: await listFloorSides(db, scenarios, users, timing, live), stats: await statsFloorSides(db, stats, users, timing, live) };
  if (!live) await closeDatabase();

  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: prepared.dataDir,
    // the bench signs in with the demo accounts on purpose; production refuses them otherwise (demo guard)
    DEMO: '1',
    // the tokens signed at the start serve the whole run: a full run with the peer outlasts the 15 minutes of the default
    ACCESS_TOKEN_TTL: '14400',
    NODE_ENV: 'production',
    // production on PostgreSQL asks for one secret shared by every process (the scale-out step's too)
    JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('hex'),
    PAYMENTS: 'sandbox',
    LOG_LEVEL: 'warn',
    SKIP_SPA_BUILD: '1',
    SPA_DIR,
  };
  if (!config.databaseUrl) delete serverEnv.DATABASE_URL;
  // with the declared view of the certificates beside the hand-written list when the group runs
  const entry = declaredScenarios.length ? [path.join(ROOT, DECLARED_SERVER_ENTRY)] : [];
  const server = await startNodeServer(path.join(ROOT, 'server/launch.mjs'), serverEnv, '/gw/health', LOG_FILES[0]!, entry);
  const afterStartMiB = server.rssMiB().now;
  try {
    const tokens = {
      admin: (await signIn(server.baseUrl, ROLE_LOGINS.admin, 'sales')).token,
      agent: (await signIn(server.baseUrl, ROLE_LOGINS.agent, 'sales')).token,
    };
    const gateway = { baseUrl: server.baseUrl, tokens };
    const authCheck = authCheckSide(gateway, timing);
    log(`/gw (autocannon on loopback) ${live ? 'and its floor in turn' : 'beside the floor taken before'}, ${config.rounds} rounds; at c1 GET /gw/auth/check too`);
    const list = await measureAgainstFloor(gateway, scenarios, listPath, floors.list, authCheck, timing, log);
    const analytics = await measureAgainstFloor(gateway, stats, statsPath, floors.stats, authCheck, timing, log);
    await closeDatabase();
    if (declaredScenarios.length) log('declared view: the generated list beside the hand-written one, same queries, in turn');
    const declared = await step('declared view', () => measureDeclaredView(server.baseUrl, declaredScenarios, tokens, timing, log));
    const clients = runsScenario(config, CLIENT_LIST_GROUP) ? await step('client list', () => measureClientList(server.baseUrl, tokens, timing, log)) : undefined;

    const scaleOut = runsScenario(config, SCALE_OUT_SCENARIO)
      ? await step('scale-out', () => measureScaleOut({ root: ROOT, config, env: serverEnv, logFile: scaleOutLog, log }))
      : undefined;

    const peer =
      config.peer && config.databaseUrl
        ? await step('peer', () =>
            measureDirectusPeer({
              root: ROOT,
              databaseUrl: config.databaseUrl!,
              audience: { gwUrl: server.baseUrl, tokens, agentId },
              scenarios,
              stats,
              ...timing,
              log,
            }),
          )
        : undefined;

    const measureReport = async () => {
      log("report: the largest partner's 3-year .xlsx, streamed (L2)");
      const gauges = { rssMiB: () => server.rssMiB().now, cpuSeconds: () => server.cpuSeconds() };
      const download = () => measureReportDownload(server.baseUrl, tokens.admin, gauges);
      const first = await download();
      log(`report: ${first.rows} rows, ${first.seconds} s (server CPU ${first.serverCpuSeconds} s), server RSS +${first.rssGrowthMiB} MiB (targets ≤ 10 s, ≤ 50 MiB at 100 000 rows)`);
      const { bytes, seconds, serverCpuSeconds, rssGrowthMiB, rssBeforeMiB, rssPeakMiB } = await download();
      log(`report again: ${seconds} s (server CPU ${serverCpuSeconds} s), server RSS ${rssBeforeMiB} → ${rssPeakMiB} MiB (+${rssGrowthMiB}; the first: ${first.rssBeforeMiB} → ${first.rssPeakMiB})`);
      return { ...first, again: { bytes, seconds, serverCpuSeconds, rssGrowthMiB, rssBeforeMiB, rssPeakMiB } };
    };
    const report = runsScenario(config, REPORT_SCENARIO) ? await step('report', measureReport) : undefined;

    log('framework ceiling: a bare Fastify JSON route');
    const framework = await step('framework', async () => {
      const bare = await startNodeServer(path.join(ROOT, 'bench/api/bare-app.ts'), process.env, '/ping', LOG_FILES[1]!);
      return measureFramework(bare.baseUrl, timing).finally(() => bare.stop());
    });

    let spa = null;
    if (!config.skipSpa) {
      log(`SPA: bundle weights, ${config.browserLoads} loads of the certificate list, and each cabinet's sign-in on a phone in Chromium`);
      spa =
        (await step('SPA', async () => {
          const sessions = {
            sales: await signIn(server.baseUrl, 'admin', 'sales'),
            cabinet: await signIn(server.baseUrl, 'client', 'cabinet'),
            cpa: await signIn(server.baseUrl, 'partner', 'cpa'),
          };
          return measureSpa(server.baseUrl, SPA_DIR, sessions, config.browserLoads);
        })) ?? null;
    }
    const chatLatency = config.skipSpa
      ? undefined
      : await step('chat latency', async () => {
          log('chat: a consultation message from the client’s browser to the admin’s, over the live channel');
          const browser = await launchBrowser();
          try {
            const sessions = { client: await signIn(server.baseUrl, 'client', 'cabinet'), admin: await signIn(server.baseUrl, 'admin', 'sales') };
            return await measureChatLatency(browser, server.baseUrl, sessions);
          } finally {
            await browser.close();
          }
        });
    const measured = {
      date,
      machine: config.machine,
      conditions:
        process.env.BENCH_CONDITIONS ??
        `${config.durationSeconds} s of load per query and concurrency, floor ${config.floorSeconds} s, in ${config.rounds} rounds ${live ? 'taken in turn' : '(the floor before the server)'}`,
      database: { kind: prepared.database.kind, certificates: prepared.generated.certificates, generationSeconds: prepared.generated.seconds },
      list,
      analytics,
      declared,
      clients,
      ...(scaleOut ? { scaleOut } : {}),
      framework: framework ?? [],
      report,
      serverRss: { afterStartMiB, peakMiB: server.rssMiB().peak },
      spa,
      ...(chatLatency ? { chatLatency } : {}),
      ...(peer ? { peer } : {}),
      ...(failures.length ? { failures } : {}),
    };
    const results: BenchResults = { ...measured, targets: checkTargets(measured) };
    printResults(results);
    log(`figures written to ${path.relative(ROOT, writeResults(results, RESULTS_DIR))}`);
    if (failures.length) process.exitCode = 1;
  } finally {
    await server.stop();
  }
} finally {
  await closeDatabase();
  prepared.removeDataDir();
}
