/** `npm start`: builds the SPA if needed, then runs the server with the embedded database (or DATABASE_URL). */
import { ensureSpaBuilt } from './build-spa';
import { type AppConfig, ConfigError, loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { startServer } from './server';

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The server cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
if (!process.env.SKIP_SPA_BUILD) await ensureSpaBuilt(config.spaDir);
const server = await startServer(config);

console.log(`\nCertificates app is running: ${server.url}/sales/  (API ${server.url}/gw, docs ${server.url}/gw/docs)`);
console.log(`Database: ${server.database.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`);
if (config.demo) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.login.padEnd(14)} ${account.description}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
