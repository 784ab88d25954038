import { type RaRecord, useGetList } from 'react-admin';
import { LOOKUP_PARAMS } from './lookups';

/**
 * Every record of a lookup resource (see LOOKUP_PATHS) from react-admin's cache; data is [] while loading.
 * `enabled: false` waits (e.g. until a dialog opens) without a second cache key.
 */
export function useLookup<R extends RaRecord = { id: string; name: string }>(resource: string, { enabled = true } = {}) {
  const { data = [], isPending } = useGetList<R>(resource, LOOKUP_PARAMS, { staleTime: 5 * 60_000, enabled });
  return { data, isPending };
}
