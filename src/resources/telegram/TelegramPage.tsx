import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { QueryPage } from '../../components/QueryPage';
import { usePendingCall } from '../../components/usePendingCall';
import type { TelegramBinding } from '../../dataProvider/contentApi';
import { formatDateTime } from '../../format';
import { useContentApi } from '../questionnaires/useContentApi';

const KEY = ['telegram', 'bindings'];

/** K5: the one-time code to send the bot, the bound chat, refresh and revoke. */
export function TelegramPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useContentApi();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => api.telegramBindings() });
  const binding = query.data?.[0];
  const { call } = usePendingCall();
  const act = (action: () => Promise<TelegramBinding>, done: string) =>
    call(async () => queryClient.setQueryData(KEY, [await action()]), done);
  const command = binding?.token ? `/start ${binding.token}` : '';
  const expired = !!binding?.expires_at && new Date(binding.expires_at).getTime() < Date.now();
  // Telegram's deep link: the bot opens with /start <code> ready to send
  const botUrl = binding?.bot ? `https://t.me/${binding.bot}` : undefined;
  return (
    <QueryPage title="app.telegram.title" query={query}>
      {() =>
        binding && (
          <Stack spacing={2}>
            <Alert severity={binding.active ? 'success' : 'info'}>
              {binding.active ? translate('app.telegram.active', { date: formatDateTime(binding.bound_at!) }) : translate('app.telegram.inactive')}
            </Alert>
            {botUrl && (
              <Typography>
                {translate('app.telegram.bot')}{' '}
                <Link href={botUrl} target="_blank" rel="noopener noreferrer">@{binding.bot}</Link>
              </Typography>
            )}
            {command && !expired && (
              <>
                <Typography>{translate('app.telegram.intro', { date: formatDateTime(binding.expires_at!) })}</Typography>
                {botUrl && (
                  <Button variant="contained" href={`${botUrl}?start=${encodeURIComponent(binding.token!)}`} target="_blank" rel="noopener noreferrer">
                    {translate('app.telegram.open')}
                  </Button>
                )}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                  <TextField label={translate('app.telegram.command')} value={command} slotProps={{ htmlInput: { readOnly: true } }} fullWidth />
                  <Button
                    variant="outlined"
                    onClick={() => void navigator.clipboard?.writeText(command).then(() => notify('app.telegram.copied', { type: 'info' }))}
                  >
                    {translate('app.telegram.copy')}
                  </Button>
                </Stack>
              </>
            )}
            {expired && <Alert severity="warning">{translate('app.telegram.expired')}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={() => void act(() => api.refreshTelegram(binding.id), 'app.telegram.refreshed')}>
                {translate('app.telegram.refresh')}
              </Button>
              {binding.active && (
                <Button color="error" onClick={() => void act(() => api.revokeTelegram(binding.id), 'app.telegram.revoked')}>
                  {translate('app.telegram.revoke')}
                </Button>
              )}
            </Stack>
          </Stack>
        )
      }
    </QueryPage>
  );
}
