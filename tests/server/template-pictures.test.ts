import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { multipartBody } from './support/multipart';
import { pictureOf, pngClaiming } from './support/pictures';

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

const upload = (data: Buffer, name = 'фон.png', headers: Record<string, string> = admin, fields: Record<string, string> = {}) => {
  const form = multipartBody(fields, { name, data, type: 'image/png' });
  return ctx.app.inject({ method: 'POST', url: '/gw/template/picture/upload', headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe('template pictures (M8): upload', () => {
  it('takes a PNG, tells its size, stores it once and serves it cached', async () => {
    const data = await pictureOf(640, 400);
    const first = await upload(data, 'C:\\photos\\фон сертификата.png');
    expect(first.statusCode).toBe(201);
    const picture = first.json();
    expect(picture).toMatchObject({ name: 'фон сертификата', mime: 'image/png', width: 640, height: 400 });
    expect(picture).not.toHaveProperty('sha256');
    expect(picture).not.toHaveProperty('file_id');
    // the same bytes again: the stored picture, no second copy
    const again = await upload(data, 'copy.png');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(picture.id);
    expect((await ctx.app.db.selectFrom('files').select('id').where('owner_kind', '=', 'template-picture').execute()).length).toBe(1);

    const file = await ctx.app.inject({ method: 'GET', url: `/gw/template/picture/${picture.id}/file`, headers: admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const cached = await ctx.app.inject({ method: 'GET', url: `/gw/template/picture/${picture.id}/file`, headers: { ...admin, 'if-none-match': String(file.headers.etag) } });
    expect(cached.statusCode).toBe(304);

    const thumbnail = await ctx.app.inject({ method: 'GET', url: `/gw/template/picture/${picture.id}/file?width=160`, headers: admin });
    const sharp = (await import('sharp')).default;
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 160, height: 100, format: 'png' });
    expect((await ctx.app.inject({ method: 'GET', url: `/gw/template/picture/${picture.id}/file?width=161`, headers: admin })).statusCode).toBe(400);
  });

  it('keeps a given name, lists pictures and their lookup, renames one', async () => {
    const created = (await upload(await pictureOf(300, 200, 'jpeg'), 'x.jpg', admin, { name: 'Логотип' })).json();
    expect(created).toMatchObject({ name: 'Логотип', mime: 'image/jpeg' });
    const list = (await ctx.app.inject({ method: 'GET', url: '/gw/template/picture?q=логот', headers: admin })).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: created.id, width: 300, height: 200 }] });
    const all = (await ctx.app.inject({ method: 'GET', url: '/gw/template/picture/all', headers: admin })).json();
    expect(all).toEqual(expect.arrayContaining([{ id: created.id, name: 'Логотип', width: 300, height: 200 }]));
    const renamed = await ctx.app.inject({ method: 'PUT', url: `/gw/template/picture/${created.id}`, headers: admin, payload: { name: 'Логотип партнера' } });
    expect(renamed.json()).toMatchObject({ name: 'Логотип партнера', width: 300 });
  });

  it('refuses a file that is not a picture by its bytes, whatever its name says', async () => {
    const response = await upload(Buffer.from('%PDF-1.4 not a picture'), 'picture.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'E_VALIDATION', errors: { file: 'Файл неверного формата: загрузите JPG, PNG или WebP' } });
  });

  it('refuses a side over 6000 pixels and one under 16, naming the bound', async () => {
    const wide = await upload(await pictureOf(6001, 20));
    expect(wide.statusCode).toBe(400);
    expect(wide.json().errors).toEqual({ file: 'Картинка слишком большая: не больше 6000 пикселей по каждой стороне' });
    const tiny = await upload(await pictureOf(10, 10));
    expect(tiny.json().errors).toEqual({ file: 'Картинка слишком маленькая: не меньше 16 пикселей по каждой стороне' });
  });

  it('refuses a pixel bomb by its header, before decoding it', async () => {
    const bomb = pngClaiming(5999, 5999);
    expect(bomb.length).toBeLessThan(2000);
    const response = await upload(bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'E_VALIDATION', errors: { file: 'В картинке слишком много пикселей: допустимо до 25 миллионов' } });
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/template/picture?q=фон', headers: admin })).json().total).toBe(1);
  });

  it('refuses a damaged picture (its data cut off) and a file over 5 MB', async () => {
    const whole = await pictureOf(400, 400, 'jpeg');
    const cut = await upload(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().errors).toEqual({ file: 'Картинку не удалось прочитать: файл поврежден' });
    const huge = await upload(Buffer.concat([whole, Buffer.alloc(5 * 1024 * 1024)]), 'huge.jpg');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors).toEqual({ file: 'Картинка слишком большая: допустимо до 5 МБ' });
  });

  it('keeps a picture a template uses (409) and deletes a free one with its bytes', async () => {
    const picture = (await upload(await pictureOf(100, 100, 'webp'), 'w.webp')).json();
    expect(picture.mime).toBe('image/webp');
    const template = (await ctx.app.inject({ method: 'POST', url: '/gw/template', headers: admin, payload: { name: 'С картинкой', picture_id: picture.id } })).json();
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/gw/template/picture/${picture.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Картинка стоит в шаблонах, ее нельзя удалить');
    await ctx.app.inject({ method: 'DELETE', url: `/gw/template/${template.id}`, headers: admin });
    const fileId = (await ctx.app.db.selectFrom('template_pictures').select('file_id').where('id', '=', picture.id).executeTakeFirstOrThrow()).file_id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/template/picture/${picture.id}`, headers: admin })).statusCode).toBe(200);
    expect(await ctx.app.db.selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst()).toBeUndefined();
  });

  it('lets only the admin upload, list or read pictures', async () => {
    const data = await pictureOf(50, 50);
    for (const login of ['agent', 'agent-admin', 'partner-admin', 'client', 'partner']) {
      const headers = await authAs(ctx.app, login);
      expect((await upload(data, 'a.png', headers)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/template/picture', headers })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: '/gw/template/picture/all', headers })).statusCode).toBe(403);
    }
  });
});
