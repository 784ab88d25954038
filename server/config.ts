import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** Demo accounts and data are seeded into an empty database. */
  demo: boolean;
  production: boolean;
  jwtSecret: string;
  /** Value of the application token header (A3): `X-App-Token`. */
  appToken: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Where the built SPA lives; served at /sales/, /cabinet/, /cpa/. */
  spaDir: string;
  logLevel: string;
  /** The seller named on invoices ('Счет'). */
  sellerName: string;
  /** Period of the credit autopay job, seconds; 0 or unset: not scheduled (INSTALMENT_JOB_SECONDS, default 60). */
  instalmentJobSeconds?: number;
}

interface Secrets {
  jwtSecret: string;
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR, so restarts keep sessions. */
function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  const production = env.NODE_ENV === 'production';
  const secrets = env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : loadSecrets(dataDir);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.DEMO ? env.DEMO === '1' || env.DEMO === 'true' : !production,
    production,
    jwtSecret: secrets.jwtSecret,
    appToken: env.APP_TOKEN ?? 'certificates-spa',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    spaDir: path.resolve(env.SPA_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    sellerName: env.SELLER_NAME ?? 'ООО «Сертификаты»',
    instalmentJobSeconds: Number(env.INSTALMENT_JOB_SECONDS ?? 60),
  };
}
