import type { AppConfig } from './config';
import type { Db } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/accounts';
import { verifyPassword } from './modules/auth/passwords';

export class DemoInProductionError extends Error {}

/** Demo logins in the database that still open with the published demo password. */
export async function openDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select(['login', 'password_hash']).where('login', 'in', DEMO_ACCOUNTS.map((account) => account.login)).execute();
  const open: string[] = [];
  for (const row of rows) if (row.login && (await verifyPassword(row.password_hash, DEMO_PASSWORD))) open.push(row.login);
  return open;
}

/**
 * In production (NODE_ENV=production) the server does not start with demo accounts, seeded now or left in the
 * database from a demo run, unless DEMO=1 says so: their password is in the README for anyone to read.
 */
export async function assertNoDemoInProduction(db: Db, config: Pick<AppConfig, 'production' | 'demo'>): Promise<void> {
  if (!config.production || config.demo) return;
  const open = await openDemoAccounts(db);
  if (!open.length) return;
  throw new DemoInProductionError(
    `Refusing to start in production (NODE_ENV=production): the database holds demo accounts with the published password (${open.join(', ')}). ` +
      'Change their passwords or remove them, or start with DEMO=1 to run a demo on purpose.',
  );
}
