/** `npm start`: builds the SPA if needed, then runs the server with the embedded database (or DATABASE_URL). */
import { ensureSpaBuilt } from './build-spa';
import { loadConfig } from './config';
import { ConfigError } from './config-schema';
import { DemoInProductionError } from './demo-guard';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { startServer } from './server';
import { listenForBackups } from './ops/backup-signal';
import { shutDownOnSignals } from './ops/shutdown';

/** A configuration or demo-data problem ends the start with its sentence, not a stack trace. */
function refuse(error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof DemoInProductionError)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuse(error);
  }
})();
if (!process.env.SKIP_SPA_BUILD) await ensureSpaBuilt(config.spaDir);
const server = await startServer(config).catch(refuse);
listenForBackups(server.database, config.dataDir);
if (config.production && config.demo) console.warn('DEMO=1 in production: the demo accounts below open with the published password.');

console.log(`\nCertificates app is running: ${server.url}/sales/  (API ${server.url}/gw, docs ${server.url}/gw/openapi)`);
console.log(`Database: ${server.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
if (config.demo) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.login.padEnd(14)} ${account.description}`);
}

shutDownOnSignals({
  lifecycle: server.app.lifecycle,
  close: () => server.close(),
  drainMs: config.shutdownDrainMs ?? 0,
  timeoutMs: config.shutdownTimeoutMs ?? 20_000,
  log: server.app.log,
  exit: (code) => process.exit(code),
});
