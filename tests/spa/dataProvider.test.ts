import { HttpResponse, http } from 'msw';
import { withLifecycleCallbacks } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppDataProvider, UndeclaredResourceError, UnsupportedOperationError, createDataProvider } from '../../src/dataProvider';
import type { ResourceEndpoints } from '../../src/dataProvider/types';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

const resources: Record<string, ResourceEndpoints> = {
  services: {
    path: '/services',
    filters: { q: 'search' },
    writable: ['name', 'price'],
  },
  certificates: {
    path: '/certificates',
    update: { method: 'PATCH' },
    getMany: 'each',
    toRecord: (row) => ({ ...row, id: row.uuid as string }),
    toBody: (data, previous) => ({ ...data, version: previous?.version }),
    writable: ['status'],
  },
  stories: { path: '/stories', one: false, list: '/stories/full' },
};

interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** Answers every /gw call with `reply` and records what the SPA sent. */
function capture(reply: (request: Captured) => Response) {
  const calls: Captured[] = [];
  server.use(
    http.all(gw('/*'), async ({ request }) => {
      const text = await request.text();
      const call = { method: request.method, url: new URL(request.url), headers: request.headers, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

const listOf = (data: object[]) => HttpResponse.json({ data, total: 42, perPage: 30, page: 2 });

describe('dataProvider over /gw', () => {
  let providers: ReturnType<typeof createTestProviders>;
  beforeEach(() => {
    localStorage.clear();
    providers = createTestProviders(resources);
    providers.tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
  });

  it('sends the JSON, application-token, bearer and language headers on every call (A3)', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('kk'));
    const calls = capture(() => HttpResponse.json({ id: 's1' }));
    await providers.dataProvider.create('services', { data: { name: 'A' } });
    const { headers } = calls[0];
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-App-Token')).toBe('certificates-spa');
    expect(headers.get('Authorization')).toBe('Bearer access-1');
    expect(headers.get('Accept-Language')).toBe('kk');
  });

  it('maps getList to GET path with paging, sorting and renamed filters', async () => {
    const calls = capture(() => listOf([{ id: 's1' }, { id: 's2' }]));
    const result = await providers.dataProvider.getList('services', {
      pagination: { page: 2, perPage: 30 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'юрист', status: ['ACTIVE', 'DRAFT'], empty: '' },
    });
    const { method, url } = calls[0];
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/gw/services');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ page: '2', perPage: '30', sort: 'name', order: 'DESC', search: 'юрист' });
    expect(url.searchParams.getAll('status')).toEqual(['ACTIVE', 'DRAFT']);
    expect(url.searchParams.has('empty')).toBe(false);
    expect(result).toEqual({ data: [{ id: 's1' }, { id: 's2' }], total: 42 });
  });

  it('uses the list override and shapes rows with toRecord', async () => {
    const calls = capture(() => listOf([{ uuid: 'c-9' }]));
    const stories = await providers.dataProvider.getList('stories', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[0].url.pathname).toBe('/gw/stories/full');
    expect(stories.total).toBe(42);
    const certificates = await providers.dataProvider.getList('certificates', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(certificates.data).toEqual([{ uuid: 'c-9', id: 'c-9' }]);
  });

  it('maps getOne, getMany and getManyReference', async () => {
    const calls = capture(({ url }) => (url.pathname === '/gw/services/s%2F1' ? HttpResponse.json({ id: 's/1' }) : listOf([{ id: 's1' }])));
    expect((await providers.dataProvider.getOne('services', { id: 's/1' })).data).toEqual({ id: 's/1' });
    await providers.dataProvider.getMany('services', { ids: ['a', 'b'] });
    expect(calls[1].url.searchParams.getAll('ids')).toEqual(['a', 'b']);
    await providers.dataProvider.getManyReference('services', {
      target: 'partnerId',
      id: 'p-1',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[2].url.searchParams.get('partnerId')).toBe('p-1');
  });

  it('fetches many one by one when the resource says so', async () => {
    const calls = capture(({ url }) => HttpResponse.json({ uuid: url.pathname.split('/').pop() }));
    const { data } = await providers.dataProvider.getMany('certificates', { ids: ['c1', 'c2'] });
    expect(calls.map(({ url }) => url.pathname).sort()).toEqual(['/gw/certificates/c1', '/gw/certificates/c2']);
    expect(data.map((record: { id: string }) => record.id)).toEqual(['c1', 'c2']);
  });

  it('sends only writable fields on create and update, shaped by toBody', async () => {
    const calls = capture(({ body }) => HttpResponse.json({ id: 'x', ...(body as object) }));
    const created = await providers.dataProvider.create('services', { data: { name: 'Юрист', price: 10, id: 'ignored', secret: true } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'Юрист', price: 10 } });
    expect(created.data).toEqual({ id: 'x', name: 'Юрист', price: 10 });

    await providers.dataProvider.update('services', { id: 's1', data: { name: 'B', total: 5 }, previousData: { id: 's1' } });
    expect(calls[1]).toMatchObject({ method: 'PUT', body: { name: 'B' } });
    expect(calls[1].url.pathname).toBe('/gw/services/s1');

    await providers.dataProvider.update('certificates', { id: 'c1', data: { status: 'BLOCKED', agent_id: 'a' }, previousData: { id: 'c1', version: 3 } });
    expect(calls[2]).toMatchObject({ method: 'PATCH', body: { status: 'BLOCKED', version: 3 } });
  });

  it('maps delete to DELETE path/{id} and accepts 204 or the record', async () => {
    const calls = capture(({ url }) => (url.pathname.endsWith('/s1') ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ id: 's2', gone: true })));
    const emptyReply = await providers.dataProvider.delete('services', { id: 's1', previousData: { id: 's1', name: 'A' } });
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0].headers.get('Content-Type')).toBeNull();
    expect(emptyReply.data).toEqual({ id: 's1', name: 'A' });
    expect((await providers.dataProvider.delete('services', { id: 's2' })).data).toEqual({ id: 's2', gone: true });
    expect((await providers.dataProvider.deleteMany('services', { ids: ['s1', 's2'] })).data).toEqual(['s1', 's2']);
  });

  it('runs lifecycle callbacks when wrapped in withLifecycleCallbacks, and keeps the custom methods', async () => {
    const calls = capture(({ body }) => HttpResponse.json({ id: 'x', ...(body as object) }));
    const withCallbacks = withLifecycleCallbacks(createDataProvider({ http: providers.http, resources }), [
      { resource: 'services', beforeSave: async (data: object) => ({ ...data, price: 0 }) },
    ]) as AppDataProvider;
    await withCallbacks.create('services', { data: { name: 'Бесплатно' } });
    expect(calls[0].body).toEqual({ name: 'Бесплатно', price: 0 });
    expect(await withCallbacks.call('GET', '/settings')).toEqual({ id: 'x' });
  });

  it('throws a developer error for an undeclared resource or an operation it does not offer', async () => {
    await expect(providers.dataProvider.getList('nothing', {})).rejects.toBeInstanceOf(UndeclaredResourceError);
    await expect(providers.dataProvider.getOne('stories', { id: 1 })).rejects.toThrow(UnsupportedOperationError);
  });
});
