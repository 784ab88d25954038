import type { Identifier, RaRecord } from 'react-admin';
import type { QueryParams, QueryValue } from './http';
import type { ResourceEndpoints } from './types';

/** A programming error: the resource is used in a screen but not declared in src/dataProvider/resources.ts. */
export class UndeclaredResourceError extends Error {
  constructor(resource: string) {
    super(`dataProvider: resource "${resource}" is not declared in src/dataProvider/resources.ts`);
    this.name = 'UndeclaredResourceError';
  }
}

/** A programming error: a screen calls an operation the resource declares as `false`. */
export class UnsupportedOperationError extends Error {
  constructor(resource: string, operation: string) {
    super(`dataProvider: resource "${resource}" does not offer ${operation}`);
    this.name = 'UnsupportedOperationError';
  }
}

const segment = (id: Identifier) => encodeURIComponent(String(id));

export interface ResolvedResource {
  name: string;
  getMany: 'ids' | 'each';
  /** The list's path; a parent's list (`within`) takes the parent from the filter. */
  listPath(filter?: Record<string, unknown>): string;
  onePath(id: Identifier): string;
  createPath(): string;
  update(id: Identifier): { path: string; method: 'PUT' | 'PATCH' };
  deletePath(id: Identifier): string;
  toRecord<R extends RaRecord = RaRecord>(row: unknown): R;
  toBody(data: Record<string, unknown>, previous?: RaRecord): Promise<Record<string, unknown>>;
  toQuery(filter: Record<string, unknown> | undefined): QueryParams;
}

export function resolveResource(resources: Record<string, ResourceEndpoints>, name: string): ResolvedResource {
  const endpoints = Object.hasOwn(resources, name) ? resources[name] : undefined;
  if (!endpoints) throw new UndeclaredResourceError(name);
  const { path, list, one, create, update, within, filters = {} } = endpoints;
  const unsupported = (operation: string) => new UnsupportedOperationError(name, operation);
  const fixedPath = (value: string | false | undefined, operation: string) => () => {
    if (value === false) throw unsupported(operation);
    return value ?? path;
  };
  // Custom paths get the id already URL-encoded.
  const idPath = (value: ((id: string) => string) | false | undefined, operation: string) => (id: Identifier) => {
    if (value === false) throw unsupported(operation);
    return value ? value(segment(id)) : `${path}/${segment(id)}`;
  };

  return {
    name,
    getMany: endpoints.getMany ?? 'ids',
    listPath(filter = {}) {
      const collection = fixedPath(list, 'getList')();
      if (!within) return collection;
      const parent = filter[within];
      if (parent === undefined || parent === null || parent === '') throw unsupported(`getList without the ${within} filter`);
      return `${collection}/${segment(parent as Identifier)}`;
    },
    onePath: idPath(one, 'getOne'),
    createPath: fixedPath(create, 'create'),
    update(id) {
      if (update === false) throw unsupported('update');
      return { path: idPath(update?.path, 'update')(id), method: update?.method ?? 'PUT' };
    },
    deletePath: idPath(endpoints.delete, 'delete'),
    toRecord: <R extends RaRecord>(row: unknown) =>
      (endpoints.toRecord ? endpoints.toRecord(row as Record<string, unknown>) : row) as R,
    async toBody(data, previous) {
      const { writable, toBody } = endpoints.body ? await endpoints.body() : endpoints;
      const picked = writable ? Object.fromEntries(writable.filter((key) => key in data).map((key) => [key, data[key]])) : data;
      return toBody ? toBody(picked, previous) : picked;
    },
    toQuery(filter = {}) {
      const sent = Object.entries(filter).filter(([key]) => key !== within);
      return Object.fromEntries(sent.map(([key, value]) => [filters[key] ?? key, toQueryValue(value)]));
    },
  };
}

/** Filter values as query parameters: arrays repeat the key, objects (e.g. date ranges) go as JSON. */
function toQueryValue(value: unknown): QueryValue {
  if (Array.isArray(value)) return value.map((item) => (item === null || typeof item !== 'object' ? item : JSON.stringify(item)));
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value as QueryValue;
}
