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
  /** PAYMENTS: the acquirer that takes the money; only the sandbox ships so far (decision D4/sandbox). */
  payments: PaymentsMode;
  /** PUBLIC_URL: the origin payment and return links are built from, never the request's Host. */
  publicUrl: string;
  /** Period of the credit autopay job, seconds; 0 or unset: not scheduled (INSTALMENT_JOB_SECONDS, default 60). */
  instalmentJobSeconds?: number;
}

/** The acquirers PAYMENTS may name; a real acquirer adds its name here and its provider in server/providers. */
export const PAYMENTS_MODES = ['sandbox'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

/** A configuration the server must not start with; start.ts prints the message alone, without a stack. */
export class ConfigError extends Error {}

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
  const port = Number(env.PORT ?? 8080);
  return {
    port,
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
    payments: paymentsMode(env.PAYMENTS, production),
    publicUrl: publicUrl(env.PUBLIC_URL, port),
    instalmentJobSeconds: Number(env.INSTALMENT_JOB_SECONDS ?? 60),
  };
}

/** Production takes no money through the sandbox by accident: it runs only when PAYMENTS=sandbox says so. */
function paymentsMode(value: string | undefined, production: boolean): PaymentsMode {
  const known = PAYMENTS_MODES as readonly string[];
  if (value && !known.includes(value)) throw new ConfigError(`PAYMENTS=${value} is not a known acquirer; use one of: ${known.join(', ')}.`);
  if (value) return value as PaymentsMode;
  if (!production) return 'sandbox';
  throw new ConfigError(
    'No acquirer is configured for production (NODE_ENV=production). This build has no real acquirer yet; ' +
      'set PAYMENTS=sandbox to run the sandbox payment page explicitly (test payments: anyone with a payment link activates a certificate without paying).',
  );
}

/** The origin of links sent to payers: an absolute http(s) address without a trailing slash. */
function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL=${value} is not an absolute address such as https://certificates.example.com.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`PUBLIC_URL=${value} must start with http:// or https://.`);
  return url.toString().replace(/\/+$/, '');
}
