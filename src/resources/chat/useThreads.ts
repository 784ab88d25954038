import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ChatLine, ChatThreadFilters } from '../../dataProvider/api/chat';
import { chatKey, useChatLive, useOfflineNotice, usePollOptions } from './useChatLive';

/** A line's threads (the caller's own, or the operator's inbox), read again on a live event or the poll. */
export function useThreads(line: ChatLine, filters: Partial<ChatThreadFilters> = {}) {
  const api = useDataProvider<AppDataProvider>();
  const poll = usePollOptions();
  useChatLive(line);
  const query = useQuery({
    queryKey: chatKey(line, 'threads', filters),
    queryFn: ({ signal }) => api.chatThreads(line, { page: 1, perPage: 100, ...filters } as ChatThreadFilters, signal),
    ...poll,
  });
  useOfflineNotice(query);
  return query;
}
