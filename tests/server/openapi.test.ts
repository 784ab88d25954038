import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';
import { type OpenApiDocument, dereferenced, openApiDocument } from './support/openapi';
import { openApiPath } from './support/route-urls';

let ctx: TestContext;
let doc: OpenApiDocument;
beforeAll(async () => {
  ctx = await buildTestApp();
  doc = await openApiDocument(ctx.app);
});
afterAll(async () => ctx?.close());

/** Every object node of the document, with its JSON pointer. */
function* nodes(node: unknown, pointer = '#'): Generator<[string, Record<string, unknown>]> {
  if (Array.isArray(node)) for (const [i, item] of node.entries()) yield* nodes(item, `${pointer}/${i}`);
  else if (node && typeof node === 'object') {
    yield [pointer, node as Record<string, unknown>];
    for (const [key, value] of Object.entries(node)) yield* nodes(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}
const json = (path: string, method: string, status: string) => doc.paths[path]![method].responses[status].content['application/json'].schema;

describe('OpenAPI document', () => {
  it('documents every /gw route with its method', () => {
    const missing = ctx.app.routeTable
      .filter((route) => !doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(ctx.app.routeTable.length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it('writes the error contract once: ErrorBody and the error replies under components', () => {
    expect(doc.components.schemas.ErrorBody.properties).toHaveProperty('message');
    // sign-in is public: its 401 means refused credentials, a guarded route's 401 a missing token
    expect(doc.paths['/gw/auth/login']!.post.responses['401']).toEqual({ $ref: '#/components/responses/CredentialsRefused' });
    expect(doc.paths['/gw/services']!.get.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(doc.components.responses!.Unauthorized.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
  });

  it('writes each declared record, its body and the list reply once, referenced where used', () => {
    const list = json('/gw/services', 'get', '200');
    expect(list.allOf[0]).toEqual({ $ref: '#/components/schemas/ListPage' });
    expect(list.allOf[1].properties.data.items).toEqual({ $ref: '#/components/schemas/Service' });
    expect(json('/gw/services/{id}', 'get', '200')).toEqual({ $ref: '#/components/schemas/Service' });
    expect(doc.paths['/gw/services']!.post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ServiceBody' });
    expect(Object.keys(doc.components.schemas.ListPage.properties).sort()).toEqual(['page', 'perPage', 'total']);
    // a record with detail-only fields has its own shape for the one record's answer
    expect(json('/gw/partners/{id}', 'get', '200')).toEqual({ $ref: '#/components/schemas/PartnerDetail' });
    expect(doc.components.schemas.Tariff.properties).toHaveProperty('name');
  });

  it('resolves every reference', () => {
    const broken = [...nodes(doc)]
      .filter(([, node]) => typeof node.$ref === 'string' && dereferenced(doc, node) === undefined)
      .map(([pointer, node]) => `${pointer} → ${String(node.$ref)}`);
    expect(broken).toEqual([]);
  });

  it('writes enums flat, a nullable one as a nullable type with null among the values', () => {
    expect(doc.components.schemas.Service.properties.bot).toMatchObject({ type: ['string', 'null'], enum: ['AUTOBOT', null] });
    expect(doc.components.schemas.Promo.properties.type).toMatchObject({ type: 'string', enum: ['PERCENT', 'FIX'] });
    const nested = [...nodes(doc)]
      .filter(([, node]) => Array.isArray(node.anyOf) && (node.anyOf.length < 2 || node.anyOf.some((member: { anyOf?: unknown }) => member.anyOf)))
      .map(([pointer]) => pointer);
    expect(nested).toEqual([]);
  });

  it('serves the UI at /gw/openapi and sends a browser from the old /gw/docs there', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/gw/openapi' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const browser = await ctx.app.inject({ method: 'GET', url: '/gw/docs', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(browser.statusCode).toBe(302);
    expect(browser.headers.location).toBe('/gw/openapi');
    const slash = await ctx.app.inject({ method: 'GET', url: '/gw/docs/', headers: { accept: 'text/html' } });
    expect(slash.headers.location).toBe('/gw/openapi');
    // the address belongs to the partner documents (G5): a program is not sent to the documentation, it is asked its token
    const program = await ctx.app.inject({ method: 'GET', url: '/gw/docs', headers: { accept: 'application/json' } });
    expect(program.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/docs/', headers: { accept: 'application/json' } })).statusCode).toBe(404);
  });
});
