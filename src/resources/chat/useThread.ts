import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ChatLine, ChatSend } from '../../dataProvider/api/chat';
import { chatKey, useChatLive, useOfflineNotice, usePollOptions } from './useChatLive';

/** One thread and its messages: the newest page first, older ones on request; read again on its live event or poll. */
export function useThread(line: ChatLine, id: string) {
  const api = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const poll = usePollOptions();
  useChatLive(line);
  const thread = useQuery({ queryKey: chatKey(line, 'thread', id), queryFn: ({ signal }) => api.chatThread(line, id, signal), ...poll });
  const messages = useInfiniteQuery({
    queryKey: chatKey(line, 'messages', id),
    queryFn: ({ pageParam, signal }) => api.chatMessages(line, id, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.before ?? undefined,
    ...poll,
  });
  useOfflineNotice(messages);
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKey(line) });
  return {
    thread: thread.data,
    error: thread.error,
    // pages come newest first; the thread reads oldest first
    messages: (messages.data?.pages ?? []).toReversed().flatMap((page) => page.data),
    earlier: messages.hasNextPage ? () => void messages.fetchNextPage() : undefined,
    send: async (body: ChatSend) => {
      await api.sendChatMessage(line, id, body);
      await refresh();
    },
    upload: (file: File) => api.uploadChatFile(line, id, file),
    download: (fileId: string) => api.downloadChatFile(line, id, fileId),
    setStatus: async (action: 'close' | 'reopen') => {
      await api.setChatThreadStatus(line, id, action);
      await refresh();
    },
  };
}
