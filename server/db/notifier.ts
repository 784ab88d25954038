import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * Publish/subscribe over PostgreSQL LISTEN/NOTIFY, so that every server process on one
 * database hears events such as a revoked session.
 */
export interface Notifier {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: Handler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;
const RECONNECT_DELAY_MS = 1_000;
function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

/** `publish` on whatever runs a query (the embedded database, a pool): the channel checked, then pg_notify. */
const publishVia =
  (query: (text: string, values: string[]) => Promise<unknown>): Notifier['publish'] =>
  async (channel, payload) => {
    checkChannel(channel);
    await query('select pg_notify($1, $2)', [channel, payload]);
  };

export function createPgliteNotifier(pglite: PGlite): Notifier {
  return {
    publish: publishVia((text, values) => pglite.query(text, values)),
    async subscribe(channel, handler) {
      checkChannel(channel);
      return pglite.listen(channel, handler);
    },
    async close() {},
  };
}

export function createPgNotifier(pool: pg.Pool, connectionString: string): Notifier {
  const handlers = new Map<string, Set<Handler>>();
  let client: Promise<pg.Client> | null = null;
  let closed = false;

  function listener(): Promise<pg.Client> {
    client ??= (async () => {
      const c = new pg.Client({ connectionString });
      // a dropped connection (server restart, admin termination) must not crash the process: reconnect and listen again
      c.on('error', () => {
        client = null;
        if (!closed) setTimeout(() => void relisten(), RECONNECT_DELAY_MS);
      });
      await c.connect();
      c.on('notification', (message) => {
        for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      return c;
    })();
    return client;
  }

  async function relisten() {
    if (closed) return;
    try {
      const c = await listener();
      for (const channel of handlers.keys()) await c.query(`listen ${channel}`);
    } catch {
      client = null;
      setTimeout(() => void relisten(), RECONNECT_DELAY_MS);
    }
  }

  return {
    publish: publishVia((text, values) => pool.query(text, values)),
    async subscribe(channel, handler) {
      checkChannel(channel);
      const c = await listener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await c.query(`listen ${channel}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
      };
    },
    async close() {
      closed = true;
      if (client) await (await client).end();
    },
  };
}
