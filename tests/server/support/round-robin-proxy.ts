import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy as nginx or Caddy run one in front of several app processes: round robin over the upstreams
 * whose active health check (GET /gw/ready every `checkEveryMs`) last answered 200, and a request whose connection
 * failed before it was sent (refused) tried again on the next upstream — for GET also a connection reset before any
 * answer, as nginx's `proxy_next_upstream error` does for idempotent requests.
 */
export interface RoundRobinProxy {
  url: string;
  /** How many times a request was tried again on another upstream. */
  retries: number;
  healthy(): string[];
  close(): Promise<void>;
}

const RETRIABLE = new Set(['ECONNREFUSED']);
const RETRIABLE_IDEMPOTENT = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

export async function startRoundRobinProxy(upstreams: string[], { checkEveryMs = 100 } = {}): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const state = new Map(upstreams.map((url) => [url, false]));
  let next = 0;
  let retries = 0;

  const check = async (url: string) => {
    const ok = await fetch(`${url}/gw/ready`, { signal: AbortSignal.timeout(1_000) }).then((reply) => reply.status === 200, () => false);
    state.set(url, ok);
  };
  let checking = true;
  const checker = (async () => {
    while (checking) {
      await Promise.all(upstreams.map(check));
      await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
    }
  })();

  const pick = (tried: Set<string>) => {
    const candidates = upstreams.filter((url) => state.get(url) && !tried.has(url));
    if (!candidates.length) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };

  const forward = (upstream: string, request: IncomingMessage, body: Buffer) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(request.url ?? '/', upstream);
      const outgoing = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host }, agent }, resolve);
      outgoing.once('error', reject);
      outgoing.end(body);
    });

  const server = http.createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const tried = new Set<string>();
    for (;;) {
      const upstream = pick(tried);
      if (!upstream) {
        response.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream');
        return;
      }
      tried.add(upstream);
      try {
        const answer = await forward(upstream, request, body);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        const retriable = request.method === 'GET' ? RETRIABLE_IDEMPOTENT : RETRIABLE;
        if (!retriable.has(code)) {
          response.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream failed: ${code}`);
          return;
        }
        // the upstream is gone: out of rotation until its health check answers again
        state.set(upstream, false);
        retries += 1;
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // the first round of health checks before any request
  await Promise.all(upstreams.map(check));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get retries() {
      return retries;
    },
    healthy: () => upstreams.filter((url) => state.get(url)),
    async close() {
      checking = false;
      await checker;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
