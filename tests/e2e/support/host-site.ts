import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's site on another origin (its own port): a page with the partner's widget snippet, a style sheet that
 * restyles everything it can (`!important` on every element and link), and a strict CSP of its own (no inline
 * styles, scripts only from itself and the app), as a careful partner would serve it.
 */
const HOSTILE_CSS = `
* { color: rgb(255, 0, 0) !important; font-family: serif !important; font-size: 40px !important; }
a { background: rgb(255, 255, 0) !important; text-decoration: line-through !important; padding: 0 !important; }
div { border: 5px dashed rgb(0, 128, 0) !important; }
`;

export interface HostSite {
  url: string;
  close(): Promise<void>;
}

export async function startHostSite(snippets: string[], appOrigin: string): Promise<HostSite> {
  const page = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Сайт партнера</title>
<link rel="stylesheet" href="/host.css"></head>
<body><p id="host-text">Страница партнера</p>${snippets.join('\n')}</body></html>`;
  const server: Server = createServer((request, response) => {
    if (request.url === '/host.css') {
      response.writeHead(200, { 'content-type': 'text/css' });
      return void response.end(HOSTILE_CSS);
    }
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'self'; script-src 'self' ${appOrigin}; style-src 'self'`,
    });
    response.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
