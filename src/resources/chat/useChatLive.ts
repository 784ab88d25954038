import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useNotify } from 'react-admin';
import type { ChatLine } from '../../dataProvider/api/chat';
import { isLiveConnected, subscribeConnection, subscribeLive } from '../../live/liveEvents';

/** I3: the spec's poll, only while the live socket is down. */
export const CHAT_POLL_MS = 5000;

export const chatKey = (line: ChatLine, ...rest: unknown[]) => ['chat', line, ...rest];

export const useLiveConnected = () => useSyncExternalStore(subscribeConnection, isLiveConnected, () => false);

/** Every chat query of the line is read again when the live channel says one of its threads changed. */
export function useChatLive(line: ChatLine) {
  const queryClient = useQueryClient();
  useEffect(() => subscribeLive((event) => {
    if (event.line === line) void queryClient.invalidateQueries({ queryKey: chatKey(line) });
  }), [line, queryClient]);
}

/** The poll's query options: every 5 s while the socket is down; a failed poll keeps the previous data (P8). */
export function usePollOptions() {
  const connected = useLiveConnected();
  return { refetchInterval: connected ? (false as const) : CHAT_POLL_MS, retry: false };
}

/**
 * A failed poll says 'Нет подключения к сети интернет' once, and not again until a read has come through
 * (P7: one message notice at a time).
 */
export function useOfflineNotice({ isError, dataUpdatedAt }: { isError: boolean; dataUpdatedAt: number }) {
  const notify = useNotify();
  const told = useRef(false);
  useEffect(() => {
    if (isError && !told.current) {
      told.current = true;
      notify('app.chat.offline', { type: 'error' });
    }
  }, [isError, notify]);
  useEffect(() => {
    told.current = false;
  }, [dataUpdatedAt]);
}
