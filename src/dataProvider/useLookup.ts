import { type RaRecord, useGetList } from 'react-admin';
import { LOOKUP_PARAMS } from './lookups';

/** Every record of a lookup resource (see LOOKUP_PATHS) from react-admin's cache; data is [] while loading. */
export function useLookup<R extends RaRecord = { id: string; name: string }>(resource: string) {
  const { data = [], isPending } = useGetList<R>(resource, LOOKUP_PARAMS, { staleTime: 5 * 60_000 });
  return { data, isPending };
}
