import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { pictureOf } from './support/pictures';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent, client] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent'), authAs(ctx.app, 'client')]);
});
afterAll(async () => ctx?.close());

const dataUrl = (data: Buffer, mime = 'image/png') => `data:${mime};base64,${data.toString('base64')}`;
const create = (payload: Record<string, unknown>, headers = admin) => ctx.app.inject({ method: 'POST', url: '/gw/offers', headers, payload });

describe('concierge offers (M10, O14)', () => {
  it('stores {title, description, link, image} with a checked 64 × 64 icon, and clients read them', async () => {
    const icon = await pictureOf(64, 64);
    const created = await create({ title: 'Трансфер в аэропорт', description: 'Встретим и довезем', link: 'taxi.example.com', image: dataUrl(icon) });
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({ title: 'Трансфер в аэропорт', link: 'http://taxi.example.com' });
    const stored = Buffer.from(offer.image.split(',')[1], 'base64');
    expect(await sharp(stored).metadata()).toMatchObject({ width: 64, height: 64, format: 'png' });

    const list = (await ctx.app.inject({ method: 'GET', url: '/gw/offers', headers: client })).json();
    expect(list.data.some((row: { id: string }) => row.id === offer.id)).toBe(true);
    const updated = await ctx.app.inject({ method: 'PUT', url: `/gw/offers/${offer.id}`, headers: admin, payload: { title: 'Трансфер', image: dataUrl(await pictureOf(32, 32, 'jpeg'), 'image/jpeg') } });
    expect(updated.json()).toMatchObject({ title: 'Трансфер', description: null });
    expect(updated.json().image).toMatch(/^data:image\/jpeg;base64,/);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/offers/${offer.id}`, headers: admin })).statusCode).toBe(200);
  });

  it('refuses an icon by its content, its bytes and its size in pixels', async () => {
    const refused = async (image: string, text: string) => {
      const reply = await create({ title: 'x', image });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors.image).toBe(text);
    };
    // a GIF or a WebP claiming to be a PNG, a script as a data URL, a picture past 64 px or 10 KB
    await refused(dataUrl(await pictureOf(64, 64, 'webp')), 'Файл неверного формата: выберите JPG или PNG');
    await refused(dataUrl(Buffer.from('<script>alert(1)</script>')), 'Файл неверного формата: выберите JPG или PNG');
    await refused('javascript:alert(1)', 'Файл неверного формата: выберите JPG или PNG');
    await refused(dataUrl(await pictureOf(65, 64)), 'Картинка слишком большая: не больше 64 пикселей по каждой стороне');
    const noisy = await sharp(Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: 64, height: 64, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noisy.length).toBeGreaterThan(10 * 1024);
    await refused(dataUrl(noisy), 'Картинка слишком большая: допустимо до 10 КБ');
  });

  it('lets only the admin write; agents do not read them', async () => {
    expect((await create({ title: 'x' }, client)).statusCode).toBe(403);
    expect((await create({ title: 'x' }, agent)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/offers', headers: agent })).statusCode).toBe(403);
    const blank = await create({ title: '  ' });
    expect(blank.json().errors.title).toBe('Введите название предложения');
  });
});
