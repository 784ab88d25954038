import InsertDriveFile from '@mui/icons-material/InsertDriveFile';
import { Box, Button, Chip, Divider, Paper, Stack, Typography } from '@mui/material';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatFile, ChatMessage } from '../../dataProvider/api/chat';
import { formatDay, formatTime } from '../../format/date';
import { FILE_NAME_LENGTH, cut } from './chatTexts';

export interface MessageListProps {
  messages: readonly ChatMessage[];
  /** Whose messages stand on the right: the operator's side sees its own answers there, the author its own. */
  mine: (message: ChatMessage) => boolean;
  download: (file: ChatFile) => void;
  earlier?: () => void;
}

/** I3: the thread with a break at each day, the files of each message by their names cut to 22 characters. */
export function MessageList({ messages, mine, download, earlier }: MessageListProps) {
  const translate = useTranslate();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // a block: newer browsers' scrollIntoView answers a promise, which React would take for the effect's cleanup
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);
  return (
    <Stack spacing={1} sx={{ py: 1 }} role="log" aria-label={translate('app.chat.title')}>
      {earlier && (
        <Button onClick={earlier} sx={{ alignSelf: 'center' }}>
          {translate('app.chat.earlier')}
        </Button>
      )}
      {messages.map((message, index) => {
        const day = formatDay(message.createdAt);
        const newDay = index === 0 || formatDay(messages[index - 1]!.createdAt) !== day;
        const own = mine(message);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Divider>
                <Typography variant="caption" color="text.secondary">{day}</Typography>
              </Divider>
            )}
            <Box sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
              <Paper variant="outlined" data-testid="chat-message" sx={{ p: 1.5, maxWidth: '80%', bgcolor: own ? 'action.selected' : 'background.paper' }}>
                <Typography variant="caption" color="text.secondary">
                  {message.isOperator ? translate('app.chat.operator') : message.author.firstname} · {formatTime(message.createdAt)}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>
                {message.files.length > 0 && (
                  <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap sx={{ mt: 1 }}>
                    {message.files.map((file) => (
                      <Chip key={file.id} icon={<InsertDriveFile />} label={cut(file.name, FILE_NAME_LENGTH)} title={file.name} onClick={() => download(file)} />
                    ))}
                  </Stack>
                )}
              </Paper>
            </Box>
          </Fragment>
        );
      })}
      <div ref={end} />
    </Stack>
  );
}
