import { ws } from 'msw';

interface LiveClient {
  token: string | null;
  send(data: string): void;
  closed: Promise<void>;
}

/** An msw stand-in for the /gw/ws live channel of the test page's host (the default address the SPA uses). */
export function createLiveLink() {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const link = ws.link(`${protocol}//${window.location.host}/gw/ws`);
  const clients: LiveClient[] = [];
  const handler = link.addEventListener('connection', ({ client }) => {
    clients.push({
      token: client.url.searchParams.get('token'),
      send: (data) => client.send(data),
      closed: new Promise((resolve) => client.addEventListener('close', () => resolve())),
    });
  });
  return { handler, clients };
}
