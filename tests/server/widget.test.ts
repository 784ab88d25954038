import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/** G2: the partner snippet points at a script this server serves. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx?.close());

describe('partner widget script (G2)', () => {
  it("the snippet's script is served by the server as JavaScript, to anyone", async () => {
    const partner = await ctx.app.db.selectFrom('partners').select('id').executeTakeFirstOrThrow();
    const snippet = await ctx.app.inject({ method: 'GET', url: `/gw/partners/widget/${partner.id}`, headers: await authAs(ctx.app, 'admin') });
    const src = /<script[^>]* src="([^"]+)"/.exec(snippet.json().widget_template)?.[1];
    expect(src).toBeDefined();
    const script = await ctx.app.inject({ method: 'GET', url: new URL(src!).pathname, headers: { 'accept-language': 'kk' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('.certificates-widget[data-partner-id]');
    expect(script.body).toContain('Сертификат сатып алу');
    expect(() => new Function(script.body)).not.toThrow();
  });
});
