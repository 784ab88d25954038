import { Type } from 'typebox';
import { Value } from 'typebox/value';

const text = (description: string) => Type.Optional(Type.String({ minLength: 1, description }));
const seconds = (fallback: number, description: string) => Type.Integer({ minimum: 1, default: fallback, description });
const flag = (description: string) => Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')], { description }));

/** Every environment variable the server reads: the README's configuration table. */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8080, description: 'HTTP port' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^(postgres|postgresql)://' })),
  NODE_ENV: Type.Optional(Type.String()),
  DEMO: flag('seed demo accounts and data'),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  APP_TOKEN: Type.String({ minLength: 1, default: 'certificates-spa' }),
  ACCESS_TOKEN_TTL: seconds(15 * 60, 'access token lifetime'),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600, 'refresh token lifetime'),
  SPA_DIR: Type.String({ minLength: 1, default: './dist' }),
  LOG_LEVEL: Type.Optional(Type.Union(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)))),
  SELLER_NAME: Type.String({ minLength: 1, default: 'ООО «Сертификаты»' }),
  TRUST_PROXY: text('comma-separated addresses or CIDRs of reverse proxies whose X-Forwarded-For is believed'),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+', description: 'the address users open' })),
  PAYMENTS: Type.Optional(Type.Union([Type.Literal('sandbox')], { description: 'the acquirer; only the sandbox ships' })),
  INSTALMENT_JOB_SECONDS: Type.Integer({ minimum: 0, default: 60, description: 'period of the credit autopay job; 0 turns it off' }),
  ALLOWED_ORIGINS: Type.Optional(
    Type.String({ pattern: '^\\s*https?://[^,\\s]+(\\s*,\\s*https?://[^,\\s]+)*\\s*$', description: 'comma-separated extra origins allowed to open the websocket' }),
  ),
  TELEGRAM_BOT_SECRET: Type.Optional(Type.String({ minLength: 16, description: 'K5: the secret the telegram bot sends in X-Bot-Secret; unset: the bot endpoints answer 404' })),
  TELEGRAM_BOT_NAME: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{4,31}$', description: "K5: the bot's username (without @), named and linked on the client's Telegram page" })),
  DOCUMENT_STORE: Type.Union([Type.Literal('database'), Type.Literal('webdav')], { default: 'database', description: 'K6: where standard documents are kept' }),
  WEBDAV_URL: Type.Optional(Type.String({ pattern: '^https?://', description: 'K6: the WebDAV folder (Yandex Disk, Nextcloud) when DOCUMENT_STORE=webdav' })),
  WEBDAV_USERNAME: text('K6: WebDAV user'),
  WEBDAV_PASSWORD: text('K6: WebDAV password or app token'),
  SMS_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('smsru')], { default: 'sandbox', description: 'M1: who sends SMS: the sandbox (nothing leaves, the log shows it) or SMS.ru' }),
  SMS_RU_API_ID: text('M1: the api_id of the SMS.ru account when SMS_PROVIDER=smsru'),
  SMS_RU_URL: Type.String({ pattern: '^https?://', default: 'https://sms.ru', description: "M1: SMS.ru's API address" }),
  SMS_RU_FROM: text('M1: an approved SMS.ru sender name; unset: the account default'),
  EMAIL_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('smtp')], { default: 'sandbox', description: 'M2: who sends e-mail: the sandbox (nothing leaves, the log shows it) or an SMTP server' }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://', description: 'M2: the SMTP server when EMAIL_PROVIDER=smtp, smtp(s)://user:password@host:port' })),
  SMTP_FROM: text('M2: the sender address of e-mails when EMAIL_PROVIDER=smtp, e.g. "Сертификаты <noreply@example.com>"'),
  MESSAGE_JOB_SECONDS: Type.Integer({ minimum: 0, default: 5, description: 'period of the SMS and e-mail outbox scan (retries, delivery reports); 0 turns the worker off' }),
  FISCAL_PROVIDER: Type.Union([Type.Literal('sandbox'), Type.Literal('atol')], { default: 'sandbox', description: 'M4: the fiscal register receipts are sent to: the sandbox or ATOL Online' }),
  FISCAL_VAT: Type.Union([Type.Literal('VAT20'), Type.Literal('NONE')], { default: 'VAT20', description: "M4: the VAT of the receipts issued on payment: 20 % or 'Без НДС'" }),
  ATOL_URL: Type.String({ pattern: '^https?://', default: 'https://online.atol.ru', description: "M4: ATOL Online's API address" }),
  ATOL_LOGIN: text('M4: the ATOL Online integration login when FISCAL_PROVIDER=atol'),
  ATOL_PASSWORD: text('M4: the ATOL Online integration password'),
  ATOL_GROUP: text('M4: the ATOL Online group code (the register group)'),
  ATOL_INN: Type.Optional(Type.String({ pattern: '^(\\d{10}|\\d{12})$', description: "M4: the seller's ИНН as registered with the cash register" })),
  ATOL_PAYMENT_ADDRESS: text('M4: the payment address printed on receipts (the site)'),
  ATOL_EMAIL: text("M4: the seller's e-mail printed on receipts"),
  ATOL_SNO: Type.Union(['osn', 'usn_income', 'usn_income_outcome', 'esn', 'patent'].map((v) => Type.Literal(v)), { default: 'osn', description: 'M4: the tax system (СНО) of receipts' }),
  FISCAL_SANDBOX_FAILURES: Type.Number({ minimum: 0, maximum: 1, default: 0.1, description: "M4: the share of the sandbox register's calls that fail as a service down would (retried); 0 in the browser tests" }),
  RECEIPT_JOB_SECONDS: Type.Integer({ minimum: 0, default: 5, description: 'M4: period of the receipt worker (sending, results, retries); 0 turns it off' }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16, description: "the Bearer token Prometheus sends to GET /gw/metrics; unset: only an admin's token opens it" })),
  SHUTDOWN_DRAIN_MS: Type.Optional(Type.Integer({ minimum: 0, description: 'after SIGTERM, how long /gw/ready answers 503 while requests are still served, so a proxy takes the process out first; default 3000 in production, 0 otherwise' })),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 1, default: 20_000, description: 'after SIGTERM, the longest the process takes to finish its requests and jobs before it exits anyway' }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, default: 1000, description: 'mean event-loop delay (ms) past which requests are answered 503 with Retry-After; 0 turns the check off' }),
});

export type Env = Type.Static<typeof EnvSchema>;

export class ConfigError extends Error {}

/** The environment's variables of the schema, converted and checked; every problem named in one error. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const value = Value.Convert(EnvSchema, Value.Default(EnvSchema, known));
  const problems = [...Value.Errors(EnvSchema, value)].map((error) => {
    const name = error.instancePath.replace(/^\//, '');
    return `${name}=${JSON.stringify(known[name])}: ${error.message}`;
  });
  if (problems.length) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return value as Env;
}

/** "a, b ,c" → ['a', 'b', 'c']. */
export const listOf = (value: string | undefined): string[] =>
  (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
