import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { ChatLine } from '../../dataProvider/api/chat';
import { chatKey, useChatLive, usePollOptions } from './useChatLive';

/** The menu's counter: threads of the line with messages the user has not read; nothing at zero. */
export function UnreadCount({ line }: { line: ChatLine }) {
  const api = useDataProvider<AppDataProvider>();
  const poll = usePollOptions();
  useChatLive(line);
  const { data } = useQuery({ queryKey: chatKey(line, 'unread'), queryFn: ({ signal }) => api.chatUnread(line, signal), ...poll, refetchInterval: poll.refetchInterval && poll.refetchInterval * 6 });
  if (!data?.count) return null;
  return <Chip size="small" color="secondary" label={data.count} data-testid={`unread-${line.toLowerCase()}`} sx={{ ml: 1, height: 20 }} />;
}
