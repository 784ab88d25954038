/**
 * `npm run create-admin -- <login> "<name>"`: the first administrator of a database without demo accounts (production).
 * The password comes from ADMIN_PASSWORD, the terminal (not echoed) or a piped stdin's first line, never from the
 * command line (shell history).
 * Reads the server's own environment (DATABASE_URL or DATA_DIR) and applies pending migrations first.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createAdmin } from './create-admin';

const [login, name = 'Администратор'] = process.argv.slice(2);
if (!login) {
  console.error('usage: npm run create-admin -- <login> ["<name>"]   (password: ADMIN_PASSWORD, asked, or piped on stdin)');
  process.exit(2);
}
/** The first line of a piped stdin (`printf '%s\n' "$pw" | npm run create-admin …`); '' when it is empty. */
async function pipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without showing what is typed (the password must not stay on the screen). */
async function typedPassword(): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  const answer = terminal.question(`password for ${login}: `);
  muted = true;
  try {
    return await answer;
  } finally {
    terminal.close();
    process.stdout.write('\n');
  }
}

async function password(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  return process.stdin.isTTY ? typedPassword() : pipedLine();
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
