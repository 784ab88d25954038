import type { DataProvider, GetListParams, GetManyParams, Identifier, RaRecord } from 'react-admin';
import type { ListReply } from '../../common/errors';
import { UnsupportedOperationError, resolveResource, type ResolvedResource } from './endpoints';
import type { HttpClient } from './http';
import { LOOKUP_PATHS, isLookup } from './lookups';
import type { ResourceEndpoints } from './types';

/**
 * The generic react-admin data provider over /gw: every resource declared in the endpoint map gets
 * list, one, many, reference, create, update and delete with the server's paging and sorting (S2 §3).
 */
export function createCrudProvider(http: HttpClient, resources: Record<string, ResourceEndpoints>): DataProvider {
  const resolve = (name: string) => resolveResource(resources, name);

  async function list<R extends RaRecord>(resource: ResolvedResource, { pagination, sort, filter, signal }: GetListParams) {
    const reply = await http.json<ListReply<unknown>>('GET', resource.listPath(filter), {
      signal,
      query: {
        ...resource.toQuery(filter),
        page: pagination?.page,
        perPage: pagination?.perPage,
        sort: sort?.field,
        order: sort?.order,
      },
    });
    return { data: reply.data.map((row) => resource.toRecord<R>(row)), total: reply.total };
  }

  async function getOne<R extends RaRecord>(resource: ResolvedResource, id: Identifier, signal?: AbortSignal) {
    return resource.toRecord<R>(await http.json('GET', resource.onePath(id), { signal }));
  }

  async function update<R extends RaRecord>(resource: ResolvedResource, id: Identifier, data: Partial<RaRecord>, previous?: RaRecord) {
    const { path, method } = resource.update(id);
    return resource.toRecord<R>(await http.json(method, path, { body: await resource.toBody(data, previous) }));
  }

  async function remove<R extends RaRecord>(resource: ResolvedResource, id: Identifier, previous?: R) {
    const reply = await http.json<unknown>('DELETE', resource.deletePath(id));
    return reply ? resource.toRecord<R>(reply) : (previous ?? ({ id } as R));
  }

  return {
    supportAbortSignal: true,
    async getList<R extends RaRecord>(name: string, params: GetListParams) {
      if (!isLookup(params)) return list<R>(resolve(name), params);
      const path = Object.hasOwn(LOOKUP_PATHS, name) ? LOOKUP_PATHS[name] : undefined;
      if (!path) throw new UnsupportedOperationError(name, 'a lookup');
      const rows = await http.json<unknown[]>('GET', path, { signal: params.signal });
      // a lookup of a mapped resource answers its records as the resource's list does (e.g. a code as id)
      const data = Object.hasOwn(resources, name) ? rows.map((row) => resolve(name).toRecord<R>(row)) : (rows as R[]);
      return { data, total: data.length };
    },
    getOne: async (name, { id, signal }) => ({ data: await getOne(resolve(name), id, signal) }),
    async getMany<R extends RaRecord>(name: string, { ids, signal }: GetManyParams<R>) {
      const resource = resolve(name);
      if (resource.getMany === 'each') return { data: await Promise.all(ids.map((id) => getOne<R>(resource, id, signal))) };
      const { data } = await list<R>(resource, { filter: { ids }, pagination: { page: 1, perPage: ids.length }, signal });
      return { data };
    },
    getManyReference: async (name, { target, id, filter, ...params }) => list(resolve(name), { ...params, filter: { ...filter, [target]: id } }),
    async create(name, { data }) {
      const resource = resolve(name);
      return { data: resource.toRecord(await http.json('POST', resource.createPath(), { body: await resource.toBody(data) })) };
    },
    update: async (name, { id, data, previousData }) => ({ data: await update(resolve(name), id, data, previousData) }),
    async updateMany(name, { ids, data }) {
      const resource = resolve(name);
      await Promise.all(ids.map((id) => update(resource, id, data)));
      return { data: ids };
    },
    delete: async (name, { id, previousData }) => ({ data: await remove(resolve(name), id, previousData) }),
    async deleteMany(name, { ids }) {
      const resource = resolve(name);
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },
  };
}
