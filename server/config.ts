import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Env, listOf, parseEnv } from './config-schema';

export { ConfigError } from './config-schema';

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
  /** Addresses/CIDRs of reverse proxies whose X-Forwarded-For is believed; empty: none (request.ip is the peer). */
  trustProxy: string[];
  /** Origins (scheme://host[:port]) allowed to open the websocket besides the page's own host. */
  allowedOrigins: string[];
  /** PAYMENTS: the acquirer that takes the money; only the sandbox ships so far (decision D4/sandbox). */
  payments: PaymentsMode;
  /** PUBLIC_URL: the origin payment and return links are built from, never the request's Host. */
  publicUrl: string;
  /** Period of the credit autopay job, seconds; 0 or unset: not scheduled (INSTALMENT_JOB_SECONDS, default 60). */
  instalmentJobSeconds?: number;
  /** K5: the bot's shared secret (X-Bot-Secret); unset: no bot may bind chats. */
  telegramBotSecret?: string;
  /** K5: the bot's username, which the client's page names and links to (t.me); unset: the page names no bot. */
  telegramBotName?: string;
  /** K6: where standard documents' bytes are kept; default the database. */
  documentStore?: DocumentStoreConfig;
  /** M1, M2: who delivers SMS and e-mail (SMS_PROVIDER, EMAIL_PROVIDER); unset: the sandboxes. */
  messages?: MessagesConfig;
  /** Period of the outbox worker's scan, seconds; 0 or unset: not scheduled, as in the tests (MESSAGE_JOB_SECONDS, default 5). */
  messageJobSeconds?: number;
  /** M4: the fiscal register (FISCAL_PROVIDER, ATOL_*); unset: the sandbox. */
  fiscal?: FiscalConfig;
  /** M4: the VAT of receipts issued on payment (FISCAL_VAT); unset: 20 %. */
  fiscalVat?: 'VAT20' | 'NONE';
  /** M4: the share of the sandbox register's calls that fail (FISCAL_SANDBOX_FAILURES); unset: 0.1. */
  fiscalSandboxFailures?: number;
  /** Period of the receipt worker, seconds; 0 or unset: not scheduled, as in the tests (RECEIPT_JOB_SECONDS, default 5). */
  receiptJobSeconds?: number;
  /** Mean event-loop delay (ms, per second) past which requests are answered 503 (MAX_EVENT_LOOP_DELAY_MS); unset or 0: not checked. */
  maxEventLoopDelayMs?: number;
  /** The Bearer token that opens GET /gw/metrics besides an admin's (METRICS_TOKEN); unset: admins only. */
  metricsToken?: string;
  /** After SIGTERM: ms of answering /gw/ready 503 before the server stops accepting (SHUTDOWN_DRAIN_MS); unset: 0. */
  shutdownDrainMs?: number;
  /** After SIGTERM: the ms after which the process exits whatever is still running (SHUTDOWN_TIMEOUT_MS); unset: 20 000. */
  shutdownTimeoutMs?: number;
}

export interface MessagesConfig {
  sms: { kind: 'sandbox' } | { kind: 'smsru'; apiId: string; baseUrl: string; from?: string };
  email: { kind: 'sandbox' } | { kind: 'smtp'; url: string; from: string };
}

export type FiscalConfig = { kind: 'sandbox' } | { kind: 'atol'; baseUrl: string; login: string; password: string; group: string; inn: string; paymentAddress: string; email: string; sno: string };

export type DocumentStoreConfig = { kind: 'database' } | { kind: 'webdav'; url: string; username?: string; password?: string };

/** The acquirers PAYMENTS may name; a real acquirer adds its name here and its provider in server/providers. */
export const PAYMENTS_MODES = ['sandbox'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

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

/** The one place the server reads its environment: checked against EnvSchema, a bad value stops the start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const vars = parseEnv(env);
  const dataDir = path.resolve(vars.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const production = vars.NODE_ENV === 'production';
  // several processes share one PostgreSQL: a secret generated into each one's DATA_DIR would refuse the others' tokens
  if (production && vars.DATABASE_URL && !vars.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET: required with NODE_ENV=production and DATABASE_URL, the same on every server process (openssl rand -hex 32)');
  }
  const secrets = vars.JWT_SECRET ? { jwtSecret: vars.JWT_SECRET } : loadSecrets(dataDir);
  const links = publicUrl(vars.PUBLIC_URL, vars.PORT);
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    demo: vars.DEMO ? vars.DEMO === '1' || vars.DEMO === 'true' : !production,
    production,
    jwtSecret: secrets.jwtSecret,
    appToken: vars.APP_TOKEN,
    accessTokenTtlSeconds: vars.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: vars.REFRESH_TOKEN_TTL,
    spaDir: path.resolve(vars.SPA_DIR),
    logLevel: vars.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    sellerName: vars.SELLER_NAME,
    trustProxy: listOf(vars.TRUST_PROXY),
    allowedOrigins: [new URL(links).origin, ...listOf(vars.ALLOWED_ORIGINS).map((origin) => new URL(origin).origin)],
    payments: paymentsMode(vars.PAYMENTS, production),
    publicUrl: links,
    instalmentJobSeconds: vars.INSTALMENT_JOB_SECONDS,
    telegramBotSecret: vars.TELEGRAM_BOT_SECRET,
    telegramBotName: vars.TELEGRAM_BOT_NAME,
    documentStore: documentStore(vars),
    maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS,
    metricsToken: vars.METRICS_TOKEN,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS ?? (production ? 3_000 : 0),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS,
    messages: messages(vars),
    messageJobSeconds: vars.MESSAGE_JOB_SECONDS,
    fiscal: fiscal(vars),
    fiscalVat: vars.FISCAL_VAT,
    fiscalSandboxFailures: vars.FISCAL_SANDBOX_FAILURES,
    receiptJobSeconds: vars.RECEIPT_JOB_SECONDS,
  };
}

/** Production takes no money through the sandbox by accident: it runs only when PAYMENTS=sandbox says so. */
function paymentsMode(value: PaymentsMode | undefined, production: boolean): PaymentsMode {
  if (value) return value;
  if (!production) return 'sandbox';
  throw new ConfigError(
    'No acquirer is configured for production (NODE_ENV=production). This build has no real acquirer yet; ' +
      'set PAYMENTS=sandbox to run the sandbox payment page explicitly (test payments: anyone with a payment link activates a certificate without paying).',
  );
}

/** The origin of links sent to payers: an absolute http(s) address without a trailing slash. */
function publicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  return new URL(value).toString().replace(/\/+$/, '');
}

/** DOCUMENT_STORE=webdav needs WEBDAV_URL; the credentials are optional (a disk may take none). */
function documentStore(vars: Env): DocumentStoreConfig {
  if (vars.DOCUMENT_STORE !== 'webdav') return { kind: 'database' };
  if (!vars.WEBDAV_URL) throw new ConfigError('DOCUMENT_STORE=webdav needs WEBDAV_URL (the WebDAV folder of the disk).');
  return { kind: 'webdav', url: vars.WEBDAV_URL, username: vars.WEBDAV_USERNAME, password: vars.WEBDAV_PASSWORD };
}

/** SMS_PROVIDER=smsru needs SMS_RU_API_ID, EMAIL_PROVIDER=smtp needs SMTP_URL and SMTP_FROM; the sandboxes need nothing. */
function messages(vars: Env): MessagesConfig {
  const sms: MessagesConfig['sms'] = vars.SMS_PROVIDER === 'smsru'
    ? { kind: 'smsru', apiId: required(vars.SMS_RU_API_ID, 'SMS_PROVIDER=smsru needs SMS_RU_API_ID (the key of the SMS.ru account).'), baseUrl: vars.SMS_RU_URL, from: vars.SMS_RU_FROM }
    : { kind: 'sandbox' };
  const email: MessagesConfig['email'] = vars.EMAIL_PROVIDER === 'smtp'
    ? { kind: 'smtp', url: required(vars.SMTP_URL, 'EMAIL_PROVIDER=smtp needs SMTP_URL (smtp://user:password@host:port).'), from: required(vars.SMTP_FROM, 'EMAIL_PROVIDER=smtp needs SMTP_FROM (the sender address).') }
    : { kind: 'sandbox' };
  return { sms, email };
}

/** FISCAL_PROVIDER=atol needs the integration's login, password and group and the seller's ИНН, address and e-mail. */
function fiscal(vars: Env): FiscalConfig {
  if (vars.FISCAL_PROVIDER !== 'atol') return { kind: 'sandbox' };
  const need = (value: string | undefined, name: string) => required(value, `FISCAL_PROVIDER=atol needs ${name}.`);
  return {
    kind: 'atol', baseUrl: vars.ATOL_URL, login: need(vars.ATOL_LOGIN, 'ATOL_LOGIN'), password: need(vars.ATOL_PASSWORD, 'ATOL_PASSWORD'),
    group: need(vars.ATOL_GROUP, 'ATOL_GROUP'), inn: need(vars.ATOL_INN, 'ATOL_INN'), paymentAddress: need(vars.ATOL_PAYMENT_ADDRESS, 'ATOL_PAYMENT_ADDRESS'),
    email: need(vars.ATOL_EMAIL, 'ATOL_EMAIL'), sno: vars.ATOL_SNO,
  };
}

function required(value: string | undefined, problem: string): string {
  if (!value) throw new ConfigError(problem);
  return value;
}
