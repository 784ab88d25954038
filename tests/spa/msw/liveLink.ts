import { ws } from 'msw';

interface LiveClient {
  /** The token of the connection's first frame ({type:'auth', token}); the URL carries none. */
  token: string | null;
  url: URL;
  send(data: string): void;
  /** Closes it from the server's side (4401: the token is refused). */
  close(code: number): void;
  closed: Promise<void>;
}

/**
 * An msw stand-in for the /gw/ws live channel of the test page's host (the default address the SPA uses).
 * A connection is listed once it has authenticated with its first frame, as the server only then sends events.
 */
export function createLiveLink() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const link = ws.link(`${protocol}//${window.location.host}/gw/ws`);
  const clients: LiveClient[] = [];
  const handler = link.addEventListener('connection', ({ client }) => {
    const closed = new Promise<void>((resolve) => client.addEventListener('close', () => resolve()));
    client.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type?: string; token?: string };
      if (message.type !== 'auth' || clients.some((known) => known.closed === closed)) return;
      client.send(JSON.stringify({ event: 'ready' }));
      clients.push({ token: message.token ?? null, url: client.url, send: (data) => client.send(data), close: (code) => client.close(code), closed });
    });
  });
  return { handler, clients };
}
