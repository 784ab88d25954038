import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { multipartBody } from './support/multipart';
import { pictureOf, pngClaiming } from './support/pictures';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
let client: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  [admin, agent, client] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'agent'), authAs(ctx.app, 'client')]);
});
afterAll(async () => ctx?.close());

const upload = (data: Buffer, fields: Record<string, string> = {}, headers = admin) => {
  const form = multipartBody(fields, { name: 'slide.png', data, type: 'image/png' });
  return ctx.app.inject({ method: 'POST', url: '/gw/slides', headers: { ...headers, ...form.headers }, payload: form.payload });
};
const gif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 10, g: 200, b: 40 } } }).gif().toBuffer();

async function createStory(body: Record<string, unknown>) {
  const reply = await ctx.app.inject({ method: 'POST', url: '/gw/stories', headers: admin, payload: body });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json();
}

describe('stories (J2, O13, O15): pictures', () => {
  it('takes JPG, PNG and GIF slides within 1740 × 980, stores a content once and serves it resized with cache headers', async () => {
    const png = await pictureOf(1740, 980);
    const first = await upload(png);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ mime: 'image/png', width: 1740, height: 980 });
    const again = await upload(png);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await upload(await pictureOf(800, 450, 'jpeg'))).json()).toMatchObject({ mime: 'image/jpeg', width: 800 });
    expect((await upload(await gif(400, 300))).json()).toMatchObject({ mime: 'image/gif', width: 400, height: 300 });

    // an <img> asks without a token
    const file = await ctx.app.inject({ method: 'GET', url: `/gw/slides/${first.json().id}/file?width=480` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toContain('immutable');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 480, format: 'png' });
    const cached = await ctx.app.inject({ method: 'GET', url: `/gw/slides/${first.json().id}/file?width=480`, headers: { 'if-none-match': String(file.headers.etag) } });
    expect(cached.statusCode).toBe(304);
  });

  it('refuses pictures by their content, size in pixels and bytes, and bombs by their header', async () => {
    const refused = async (data: Buffer, key: string, fields: Record<string, string> = {}) => {
      const reply = await upload(data, fields);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().errors.file).toBe(key);
      return reply;
    };
    // a text file named .png, a WebP (not a story's type), and a damaged PNG
    await refused(Buffer.from('<svg onload="alert(1)"></svg>'), 'Файл неверного формата: загрузите JPG, PNG или GIF');
    await refused(await pictureOf(200, 200, 'webp'), 'Файл неверного формата: загрузите JPG, PNG или GIF');
    await refused((await pictureOf(200, 200)).subarray(0, 60), 'Картинку не удалось прочитать: файл поврежден');
    await refused(await pictureOf(1741, 980), 'Картинка слишком большая: не больше 1740 × 980 пикселей');
    await refused(await pictureOf(1000, 981), 'Картинка слишком большая: не больше 1740 × 980 пикселей');
    // a bomb's header is stopped by sharp's pixel limit before a pixel is decoded
    await refused(pngClaiming(60000, 60000), 'В картинке слишком много пикселей: допустимо до 40 миллионов');
    // the cover is the spec's banner: a JPG within 600 × 300
    await refused(await pictureOf(600, 300), 'Файл неверного формата: обложка — только JPG', { kind: 'cover' });
    await refused(await pictureOf(601, 300, 'jpeg'), 'Картинка слишком большая: не больше 600 × 300 пикселей', { kind: 'cover' });
    expect((await upload(await pictureOf(600, 300, 'jpeg'), { kind: 'cover' })).statusCode).toBe(201);
  });

  it('answers 413 past 10 MB', async () => {
    const reply = await upload(Buffer.concat([await pictureOf(100, 100), Buffer.alloc(10 * 1024 * 1024 + 1)]));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().errors.file).toBe('Картинка слишком большая: допустимо до 10 МБ');
  });
});

describe('stories (J2, J3): the admin and the viewer', () => {
  it('keeps slides in order, sanitizes the landing block, prefixes the link and refuses unknown pictures', async () => {
    const a = (await upload(await pictureOf(300, 200))).json();
    const b = (await upload(await pictureOf(310, 200))).json();
    const story = await createStory({
      title: 'Весна',
      slides: [{ image: b.id, duration: 5, position: 2 }, { image: a.id, duration: 10, position: 1 }],
      contents: { title: 'Скидки', button_name: 'Купить', button_url: 'example.com/sale', content: '<p onclick="steal()">Текст</p><script>alert(1)</script><a href="javascript:alert(2)">x</a>' },
    });
    expect(story.slides.map((slide: { image: string }) => slide.image)).toEqual([a.id, b.id]);
    expect(story.contents.button_url).toBe('http://example.com/sale');
    expect(story.contents.content).toBe('<p>Текст</p><a rel="noopener noreferrer">x</a>');
    expect(story).toMatchObject({ views: 0, display: 'SITE', is_visible: true });

    const posted = await ctx.app.inject({ method: 'POST', url: `/gw/contents/${story.id}`, headers: admin, payload: { content: '<img src="x" onerror="alert(1)"><b>ok</b><style>*{}</style>' } });
    expect(posted.json()).toEqual({ content: '<img src="x" /><b>ok</b>' });
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/contents/${story.id}`, headers: client })).json()).toEqual({ content: '<img src="x" /><b>ok</b>' });

    const unknown = await ctx.app.inject({ method: 'POST', url: '/gw/stories', headers: admin, payload: { title: 'x', slides: [{ image: '00000000-0000-4000-8000-000000000000', duration: 5, position: 1 }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.slides).toBe('Картинка не найдена: загрузите ее снова');
  });

  it('lets only the admin manage stories and see views; everyone reads the SITE carousel', async () => {
    const story = await createStory({ title: 'Только админ', position: 5 });
    for (const who of [agent, client]) {
      expect((await ctx.app.inject({ method: 'POST', url: '/gw/stories', headers: who, payload: { title: 'x' } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/stories', headers: who })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/stories/${story.id}`, headers: who })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'POST', url: '/gw/slides', headers: who })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `/gw/views/${story.id}`, headers: who })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/stories/full?display=DESIGNER', headers: who })).statusCode).toBe(403);
      const feed = (await ctx.app.inject({ method: 'GET', url: '/gw/stories/full', headers: who })).json();
      expect(feed.find((row: { id: string }) => row.id === story.id)).not.toHaveProperty('views');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/stories/full' })).statusCode).toBe(401);
  });

  it('counts one view per user, hides hidden and preview stories from clients, and orders the carousel', async () => {
    const first = await createStory({ title: 'Первая', position: 1 });
    const second = await createStory({ title: 'Вторая', position: 2 });
    const draft = await createStory({ title: 'Черновик', display: 'DESIGNER' });
    const view = (headers: { authorization: string }, id = first.id) => ctx.app.inject({ method: 'POST', url: `/gw/views/${id}`, headers });
    expect((await view(client)).json()).toEqual({ viewed: true, counted: true });
    expect((await view(client)).json()).toEqual({ viewed: true, counted: false });
    await Promise.all([view(agent), view(agent), view(agent)]);
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/views/${first.id}`, headers: admin })).json()).toEqual({ views: 2 });
    const feed = (await ctx.app.inject({ method: 'GET', url: '/gw/stories/full?display=SITE', headers: client })).json();
    expect(feed.find((row: { id: string }) => row.id === first.id).viewed).toBe(true);
    expect(feed.find((row: { id: string }) => row.id === second.id).viewed).toBe(false);
    expect(feed.some((row: { id: string }) => row.id === draft.id)).toBe(false);
    expect((await view(client, draft.id)).statusCode).toBe(404);

    const hidden = await ctx.app.inject({ method: 'POST', url: `/gw/stories/${second.id}`, headers: admin, payload: { is_visible: false } });
    expect(hidden.json().is_visible).toBe(false);
    const shown = (await ctx.app.inject({ method: 'GET', url: '/gw/stories/full', headers: client })).json();
    expect(shown.some((row: { id: string }) => row.id === second.id)).toBe(false);
    await ctx.app.inject({ method: 'POST', url: `/gw/stories/${second.id}`, headers: admin, payload: { is_visible: true } });

    const ordered = await ctx.app.inject({ method: 'POST', url: '/gw/stories/full', headers: admin, payload: { display: 'SITE', ids: [second.id, first.id] } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().slice(0, 2).map((row: { id: string }) => row.id)).toEqual([second.id, first.id]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/gw/stories?display=DESIGNER', headers: admin })).json();
    expect(list.data.map((row: { id: string }) => row.id)).toEqual([draft.id]);
  });
});
