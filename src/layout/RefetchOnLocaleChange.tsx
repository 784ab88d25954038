import { useEffect } from 'react';
import { useStoreContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The server words its records in the reader's language (Accept-Language: tariff and service names, lookups), but
 * react-query's keys hold no language: when the reader picks another one, everything shown is asked again, and
 * what is cached but not shown is marked stale. It listens to the store itself, at the moment the choice is
 * written, because react-admin remounts the whole cabinet once the new catalogue is loaded.
 */
export function RefetchOnLocaleChange() {
  const store = useStoreContext();
  const queryClient = useQueryClient();
  useEffect(() => store.subscribe('locale', () => void queryClient.invalidateQueries()), [store, queryClient]);
  return null;
}
