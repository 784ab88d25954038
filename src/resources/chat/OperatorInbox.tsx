import { Alert, Card, CardContent, List, ListItem, ListItemButton, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { ChatLine, ChatThreadFilters } from '../../dataProvider/api/chat';
import { formatDateTime } from '../../format/date';
import { enumLabel } from '../../i18n/enumLabel';
import { PREVIEW_LENGTH, cut } from './chatTexts';
import { ThreadStatus } from './ThreadStatus';
import { useThreads } from './useThreads';

type Filters = Pick<ChatThreadFilters, 'status' | 'categoryId' | 'answered' | 'q'>;

/** The back office's inbox of a line (the admin's /chat and /support): every thread, newest activity first, filtered. */
export function OperatorInbox({ line, base }: { line: ChatLine; base: string }) {
  const translate = useTranslate();
  const api = useDataProvider<AppDataProvider>();
  const [filters, setFilters] = useState<Filters>({ status: 'OPEN' });
  const { data, error } = useThreads(line, filters);
  const categories = useQuery({ queryKey: ['chat', 'categories'], queryFn: ({ signal }) => api.chatCategories(signal), enabled: line === 'CONSULTATION' });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const title = translate(line === 'SUPPORT' ? 'app.chat.supportInboxTitle' : 'app.chat.inboxTitle');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField select size="small" label={translate('app.chat.filterStatus')} value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as Filters['status'] })} sx={{ minWidth: 160 }}>
            <MenuItem value="">{translate('app.chat.all')}</MenuItem>
            {(['OPEN', 'CLOSED'] as const).map((status) => <MenuItem key={status} value={status}>{enumLabel(translate, 'consultationStatus', status)}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={translate('app.chat.filterAnswered')} value={filters.answered === undefined ? '' : String(filters.answered)} onChange={(e) => set({ answered: e.target.value === '' ? undefined : e.target.value === 'true' })} sx={{ minWidth: 160 }}>
            <MenuItem value="">{translate('app.chat.all')}</MenuItem>
            <MenuItem value="false">{translate('app.chat.operatorWaiting')}</MenuItem>
            <MenuItem value="true">{translate('app.chat.operatorAnswered')}</MenuItem>
          </TextField>
          {line === 'CONSULTATION' && (
            <TextField select size="small" label={translate('app.chat.category')} value={filters.categoryId ?? ''} onChange={(e) => set({ categoryId: e.target.value || undefined })} sx={{ minWidth: 200 }}>
              <MenuItem value="">{translate('app.chat.all')}</MenuItem>
              {(categories.data ?? []).map((category) => <MenuItem key={category.id} value={category.id}>{category.name}</MenuItem>)}
            </TextField>
          )}
          <TextField size="small" label={translate(line === 'SUPPORT' ? 'app.chat.filterAgentSearch' : 'app.chat.filterSearch')} value={filters.q ?? ''} onChange={(e) => set({ q: e.target.value || undefined })} sx={{ flex: 1 }} />
        </Stack>
        {error && !data && <Alert severity="error">{error.message}</Alert>}
        {!data && !error && <Loading />}
        {data && !data.data.length && <Typography color="text.secondary">{translate('app.chat.empty')}</Typography>}
        <List aria-label={title}>
          {data?.data.map((thread) => {
            const last = thread.messages.at(-1);
            return (
              // a list's children are its items (WCAG, axe 'list'): the row's link sits inside one
              <ListItem key={thread.id} disablePadding divider>
              <ListItemButton component={Link} to={`${base}/${thread.id}`}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
                      <Typography fontWeight={thread.unread ? 700 : 400}>{thread.author.name}</Typography>
                      {thread.category && <Typography color="text.secondary">{thread.category.name}</Typography>}
                      <ThreadStatus thread={thread} operator />
                      <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>{formatDateTime(thread.lastMessageAt)}</Typography>
                    </Stack>
                  }
                  secondary={last ? cut(last.text, PREVIEW_LENGTH) : undefined}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
