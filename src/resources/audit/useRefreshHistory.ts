import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a change made on a record's page: its 'История' (RecordHistory, the audit list) reads again, showing it. */
export function useRefreshHistory(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ['audit'] }), [queryClient]);
}
