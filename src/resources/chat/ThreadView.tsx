import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useGetIdentity, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import type { ChatLine, ChatThread } from '../../dataProvider/api/chat';
import { useFileDownload } from '../../components/useFileDownload';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ThreadStatus } from './ThreadStatus';
import { useThread } from './useThread';

export interface ThreadViewProps {
  line: ChatLine;
  /** Where the back link leads (the list). */
  back: string;
  operator?: boolean;
  /** The operator's close and reopen buttons, given the thread's status. */
  actions?: (status: 'OPEN' | 'CLOSED', setStatus: (action: 'close' | 'reopen') => Promise<void>) => ReactNode;
  /** Beside the thread: the client's card for the operator. */
  aside?: (thread: ChatThread) => ReactNode;
}

/** I3/I5: one thread at /chat/:id or /support/:id, its messages grouped by day, the compose box while it is open. */
export function ThreadView({ line, back, operator = false, actions, aside }: ThreadViewProps) {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { identity } = useGetIdentity();
  const chat = useThread(line, id);
  const downloadFile = useFileDownload();
  if (chat.error && !chat.thread) return <Alert severity="error" sx={{ mt: 2 }}>{chat.error.message}</Alert>;
  if (!chat.thread) return <Loading />;
  const { thread } = chat;
  const heading = line === 'SUPPORT' ? translate('app.chat.supportTitle') : (thread.category?.name ?? translate('app.chat.title'));
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
      <Card sx={{ flex: 1, minWidth: 0 }}>
        <Title title={heading} />
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
            <Button component={Link} to={back} startIcon={<ArrowBack />}>{translate('app.chat.back')}</Button>
            <Typography variant="h6" component="h1" sx={{ flex: 1 }}>{operator ? `${heading} · ${thread.author.name}` : heading}</Typography>
            <ThreadStatus thread={thread} operator={operator} />
            {actions?.(thread.status, chat.setStatus)}
          </Stack>
          <Box sx={{ maxHeight: '60vh', overflowY: 'auto', my: 2 }}>
            <MessageList
              messages={chat.messages}
              mine={(message) => (operator ? message.isOperator : message.author.id === String(identity?.id ?? ''))}
              download={(file) => void downloadFile(() => chat.download(file.id), file.name)}
              earlier={chat.earlier}
            />
          </Box>
          {thread.status === 'CLOSED' ? (
            <Alert severity="info">{translate('app.chat.closedNotice')}</Alert>
          ) : (
            <Composer upload={chat.upload} send={chat.send} />
          )}
        </CardContent>
      </Card>
      {aside?.(thread)}
    </Stack>
  );
}
