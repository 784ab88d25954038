/**
 * `npm run create-admin -- <login> "<name>"`: the first administrator of a database without demo accounts (production).
 * The password comes from ADMIN_PASSWORD or is asked for on the terminal, never from the command line (shell history).
 * Reads the server's own environment (DATABASE_URL or DATA_DIR) and applies pending migrations first.
 */
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createAdmin } from './create-admin';

const [login, name = 'Администратор'] = process.argv.slice(2);
if (!login) {
  console.error('usage: npm run create-admin -- <login> ["<name>"]   (password: ADMIN_PASSWORD or asked)');
  process.exit(2);
}
async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const answer = await terminal.question(`password for ${login}: `);
  terminal.close();
  return answer;
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateToLatest(database.db);
  const id = await createAdmin(database.db, { login, name, password: await password() });
  console.log(`administrator ${login} created (${id}): sign in at ${config.publicUrl}/sales/`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
