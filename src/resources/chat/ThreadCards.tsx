import { Alert, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ChatLine } from '../../dataProvider/api/chat';
import { formatDateTime } from '../../format/date';
import { PREVIEW_LENGTH, cut } from './chatTexts';
import { ThreadStatus } from './ThreadStatus';
import { useThreads } from './useThreads';

export interface ThreadCardsProps {
  line: ChatLine;
  /** Where a card leads: `${base}/${id}` (I1: with ?isActive=true). */
  base: string;
  title: string;
  emptyHint: string;
  /** The create button, or the form that opens a thread (support). */
  create: (openCount: number) => ReactNode;
  /** Above the list: the stories' panel (J1) goes here when it is built. */
  storyPanel?: ReactNode;
}

/** I1 (and I5 for agents): the author's threads as cards: status, answered flag, topic, date, the last message cut to 256. */
export function ThreadCards({ line, base, title, emptyHint, create, storyPanel }: ThreadCardsProps) {
  const translate = useTranslate();
  const { data, error } = useThreads(line);
  const open = data?.data.filter((thread) => thread.status === 'OPEN').length ?? 0;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1">{title}</Typography>
      {storyPanel}
      {error && !data && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Loading />}
      {data && !data.data.length && (
        <Card>
          <CardContent>
            <Stack spacing={2} alignItems="flex-start">
              <Typography variant="h6">{translate('app.chat.empty')}</Typography>
              <Typography color="text.secondary">{emptyHint}</Typography>
              {create(open)}
            </Stack>
          </CardContent>
        </Card>
      )}
      {data && data.data.length > 0 && (
        <>
          <div>{create(open)}</div>
          {data.data.map((thread) => {
            const last = thread.messages.at(-1);
            return (
              <Card key={thread.id} variant="outlined">
                <CardActionArea component={Link} to={`${base}/${thread.id}?isActive=true`}>
                  <CardContent>
                    <Stack spacing={1}>
                      <Stack direction="row" spacing={2} justifyContent="space-between" flexWrap="wrap" useFlexGap>
                        <Typography variant="subtitle1" component="h2">{thread.category?.name ?? translate('app.chat.supportTitle')}</Typography>
                        <Typography variant="body2" color="text.secondary">{formatDateTime(thread.createdAt)}</Typography>
                      </Stack>
                      <ThreadStatus thread={thread} />
                      {last && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{cut(last.text, PREVIEW_LENGTH)}</Typography>}
                    </Stack>
                  </CardContent>
                </CardActionArea>
              </Card>
            );
          })}
        </>
      )}
    </Stack>
  );
}

/** I2: the create button, refused (disabled, in words) at 3 open consultations. */
export function CreateButton({ to, label, open, max }: { to: string; label: string; open: number; max?: number }) {
  const translate = useTranslate();
  const full = max !== undefined && open >= max;
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" component={Link} to={to} disabled={full}>{label}</Button>
      {full && <Typography variant="body2" color="text.secondary">{translate('app.chat.limitReached', { smart_count: open, max })}</Typography>}
    </Stack>
  );
}
