import { Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MAX_OPEN_CONSULTATIONS } from '../../../common/chat';
import type { AppDataProvider } from '../../dataProvider';
import { Composer } from './Composer';
import { useThreads } from './useThreads';

/** I2: /chat-new: a topic from the categories and the first message with its files; refused at 3 open. */
export function NewConsultation() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useDataProvider<AppDataProvider>();
  const [categoryId, setCategoryId] = useState('');
  const [categoryError, setCategoryError] = useState(false);
  const categories = useQuery({ queryKey: ['chat', 'categories'], queryFn: ({ signal }) => api.chatCategories(signal) });
  const open = useThreads('CONSULTATION', { status: 'OPEN' }).data?.total ?? 0;
  const full = open >= MAX_OPEN_CONSULTATIONS;

  const send = async (body: { text: string; key: string; files: string[] }) => {
    if (!categoryId) {
      setCategoryError(true);
      throw new Error(translate('app.chat.chooseCategory'));
    }
    const thread = await api.openChatThread('CONSULTATION', { ...body, categoryId });
    notify('app.chat.created', { type: 'success' });
    navigate(`/chat/${thread.id}?isActive=true`);
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <Title title="app.chat.create" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{translate('app.chat.create')}</Typography>
        {full && <Typography color="error" sx={{ mb: 2 }}>{translate('app.chat.limitReached', { smart_count: open, max: MAX_OPEN_CONSULTATIONS })}</Typography>}
        <Composer upload={(file) => api.uploadChatFile('CONSULTATION', null, file)} send={send} label={translate('app.chat.firstMessage')} disabled={full}>
          <TextField
            select
            label={translate('app.chat.category')}
            value={categoryId}
            onChange={(event) => { setCategoryId(event.target.value); setCategoryError(false); }}
            fullWidth
            disabled={full}
            error={categoryError}
            helperText={categoryError ? translate('app.chat.chooseCategory') : categories.data?.length === 0 ? translate('app.chat.noCategories') : ' '}
            sx={{ mb: 2 }}
          >
            {(categories.data ?? []).map((category) => (
              <MenuItem key={category.id} value={category.id}>{category.name}</MenuItem>
            ))}
          </TextField>
        </Composer>
      </CardContent>
    </Card>
  );
}
