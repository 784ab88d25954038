import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { named } from '../../server/http/named';
import openapi from '../../server/plugins/openapi';

const Point = named('Point', Type.Object({ x: Type.Integer(), y: Type.Integer() }));

/** An app with the OpenAPI plugin and the given routes, ready. */
async function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  await app.register(openapi);
  routes(app);
  await app.ready();
  return app;
}

describe('named shapes (server/http/named.ts)', () => {
  it('are written once in the document while the route validates and answers with its own schema', async () => {
    const app = await appWith((a) =>
      a.post('/segment', { schema: { body: Type.Object({ from: Point, to: Type.Optional(Point) }), response: { 200: Type.Array(Point) } } },
        async (request: FastifyRequest) => {
          const { from, to } = request.body as { from: { x: number; y: number }; to?: { x: number; y: number } };
          // the reply's schema leaves out what it does not name, as before
          return [{ ...from, z: 1 }, ...(to ? [to] : [])];
        }),
    );
    // one shape twice in one body: with an `$id` ajv would refuse to build the route
    const ok = await app.inject({ method: 'POST', url: '/segment', payload: { from: { x: 1, y: 2 }, to: { x: 3, y: 4 } } });
    expect(ok.json()).toEqual([{ x: 1, y: 2 }, { x: 3, y: 4 }]);
    expect((await app.inject({ method: 'POST', url: '/segment', payload: { from: { x: 'a', y: 2 } } })).statusCode).toBe(400);
    const document = (await app.inject({ method: 'GET', url: '/gw/openapi.json' })).json();
    expect(document.components.schemas.Point).toMatchObject({ type: 'object', required: ['x', 'y'] });
    expect(document.paths['/segment'].post.requestBody.content['application/json'].schema.properties.to).toEqual({ $ref: '#/components/schemas/Point' });
    await app.close();
  });

  it('stop the server when one name is given to two different shapes', async () => {
    const other = named('Point', Type.Object({ lat: Type.Number(), lon: Type.Number() }));
    await expect(
      appWith((a) => {
        a.get('/a', { schema: { response: { 200: Point } } }, async () => ({ x: 1, y: 1 }));
        a.get('/b', { schema: { response: { 200: other } } }, async () => ({ lat: 1, lon: 1 }));
      }),
    ).rejects.toThrow('two different shapes are named Point');
  });
});
