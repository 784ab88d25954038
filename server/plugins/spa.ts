import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CABINETS } from '../../common/roles';

/**
 * Serves the built SPA: one page answers /sales/, /cabinet/ and /cpa/ (the first path segment
 * picks the cabinet, B1); the root and any other first segment redirect to /sales/.
 */
export default fp(async function spa(app: FastifyInstance, opts: { spaDir: string }) {
  const indexFile = path.join(opts.spaDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: opts.spaDir, prefix: '/', wildcard: false, index: false });
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(path.join('assets', file));
    });
  }
  for (const cabinet of CABINETS) {
    app.get(`/${cabinet}`, { schema: { hide: true } }, (_request, reply) => reply.redirect(`/${cabinet}/`));
    app.get(`/${cabinet}/*`, { schema: { hide: true } }, (_request, reply) => {
      if (!hasBuild) return reply.status(503).type('text/plain').send('The SPA is not built: run npm run build');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/gw')) {
      return reply.status(404).send({ message: 'Not found', code: 'E_NOT_FOUND' });
    }
    return reply.redirect('/sales/');
  });
});
