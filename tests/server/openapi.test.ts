import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { openApiPath } from './support/route-urls';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('OpenAPI document', () => {
  it('documents every /gw route with its method', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/gw/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const missing = ctx.app.routeTable
      .filter((route) => !paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(ctx.app.routeTable.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('describes error replies with the shared error body', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/gw/docs/json' })).json();
    expect(doc.components.schemas.ErrorBody.properties).toHaveProperty('message');
    const unauthorized = doc.paths['/gw/auth/login'].post.responses['401'];
    expect(unauthorized.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });
});
