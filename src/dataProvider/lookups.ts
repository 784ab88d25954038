import type { GetListParams } from 'react-admin';
import { DECLARED_SUMMARIES } from '../../common/resources/summaries';

/**
 * The `/all` lookups (every record as {id, name, …}, unpaged) by react-admin resource. Screens read them with
 * `useLookup(resource)`, a getList with `meta: { lookup: true }`: one cache key per resource for every screen,
 * and react-admin's invalidation after a create, update or delete of that resource refreshes it.
 */
export const LOOKUP_PATHS: Record<string, string> = {
  partners: '/partners/all',
  tariffs: '/rates/all',
  services: '/services/all',
  // declared lookups (common/resources/<name>.ts `lookup`)
  ...Object.fromEntries(DECLARED_SUMMARIES.flatMap((d) => (d.lookup ? [[d.name, d.lookup]] : []))),
};

/** The one set of getList parameters a lookup is asked with, so every screen shares its cache entry. */
export const LOOKUP_PARAMS = {
  pagination: { page: 1, perPage: 10_000 },
  sort: { field: 'id', order: 'ASC' },
  filter: {},
  meta: { lookup: true },
} satisfies GetListParams;

export const isLookup = (params: Pick<GetListParams, 'meta'>) => (params.meta as { lookup?: boolean } | undefined)?.lookup === true;
