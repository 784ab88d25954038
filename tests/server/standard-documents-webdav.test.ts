import type { AddressInfo } from 'node:net';
import { v2 as webdav } from 'webdav-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { multipartBody } from './support/multipart';

/** K6 over WebDAV: a local WebDAV server (the protocol of Yandex Disk and Nextcloud) with basic authentication. */
let disk: webdav.WebDAVServer;
let folder: string;
let ctx: TestContext;
let admin: Record<string, string>;
let client: Record<string, string>;
const auth = { authorization: `Basic ${Buffer.from('disk-user:disk-password').toString('base64')}` };

beforeAll(async () => {
  const users = new webdav.SimpleUserManager();
  const user = users.addUser('disk-user', 'disk-password', false);
  const privileges = new webdav.SimplePathPrivilegeManager();
  privileges.setRights(user, '/', ['all']);
  disk = new webdav.WebDAVServer({ port: 0, httpAuthentication: new webdav.HTTPBasicAuthentication(users, 'disk'), privilegeManager: privileges });
  const listening = await disk.startAsync(0);
  folder = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/standard-documents/`;
  ctx = await buildTestApp({ documentStore: { kind: 'webdav', url: folder, username: 'disk-user', password: 'disk-password' } });
  [admin, client] = await Promise.all([authAs(ctx.app, 'admin'), authAs(ctx.app, 'client')]);
}, 300_000);
afterAll(async () => {
  await ctx?.close();
  await disk?.stopAsync();
});

const publish = (data: Buffer) => {
  const form = multipartBody({ title: 'Правила' }, { name: 'rules.pdf', data });
  return ctx.app.inject({ method: 'POST', url: '/gw/standard-documents', headers: { ...admin, ...form.headers }, payload: form.payload });
};

describe('K6 standard documents in a WebDAV folder', () => {
  it('puts the file on the disk, serves it to a client and deletes it from the disk', async () => {
    const pdf = Buffer.from('%PDF-1.4 on the disk');
    const created = await publish(pdf);
    expect(created.statusCode).toBe(201);
    const row = await ctx.app.db.selectFrom('standard_documents').select(['store', 'store_key']).where('id', '=', created.json().id).executeTakeFirstOrThrow();
    expect(row.store).toBe('webdav');
    const onDisk = await fetch(new URL(row.store_key, folder), { headers: auth });
    expect(Buffer.from(await onDisk.arrayBuffer()).equals(pdf)).toBe(true);

    const download = await ctx.app.inject({ method: 'GET', url: `/gw/standard-documents/${created.json().id}/file`, headers: client });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    // no bytes in the database
    expect(await ctx.app.db.selectFrom('files').select('id').where('owner_kind', '=', 'standard-document').execute()).toEqual([]);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/gw/standard-documents/${created.json().id}`, headers: admin })).statusCode).toBe(200);
    expect((await fetch(new URL(row.store_key, folder), { headers: auth })).status).toBe(404);
  });

  it('answers 502 with the error contract when the disk refuses, and keeps no row', async () => {
    await disk.stopAsync();
    try {
      const refused = await publish(Buffer.from('%PDF-1.4'));
      expect(refused.statusCode).toBe(502);
      expect(refused.json()).toMatchObject({ message: expect.any(String) });
      expect(await ctx.app.db.selectFrom('standard_documents').select('id').where('title', '=', 'Правила').execute()).toEqual([]);
    } finally {
      await disk.startAsync(Number(new URL(folder).port));
    }
  });
});
