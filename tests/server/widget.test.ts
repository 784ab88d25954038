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
    const headers = { ...(await authAs(ctx.app, 'admin')), host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const snippet = await ctx.app.inject({ method: 'GET', url: `/gw/partners/widget/${partner.id}`, headers });
    const src = /<script[^>]* src="([^"]+)"/.exec(snippet.json().widget_template)?.[1];
    // PUBLIC_URL, never the request's Host (D5/links)
    expect(src).toBe(`${ctx.app.config.publicUrl}/gw/widget/widget.js`);
    const script = await ctx.app.inject({ method: 'GET', url: new URL(src!).pathname, headers: { 'accept-language': 'kk', host: 'evil.example' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    // partners' sites load it from their own origins, past helmet's same-origin default
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).not.toContain('evil.example');
    expect(script.body).toContain("querySelectorAll('.certificates-widget')");
    expect(script.body).toContain('Сертификат сатып алу');
    expect(() => new Function(script.body)).not.toThrow();
  });
});
